// Quantcast Choice (now InMobi Choice): autoconsent's JSON rule 'quantcast' detects #qc-cmp2-container,
// sees the popup through a visible #qc-cmp2-ui and opts in by clicking
// `.qc-cmp2-summary-buttons > button[mode="primary"]`. Consent is the TCF string in euconsent-v2
// (+ addtl_consent); pages hook tags through the TCF API: __tcfapi('addEventListener', 2, cb).
import { CMP_HOST } from '../hosts';
import { script } from '../client-js';
import { notFound, sendJs } from '../http-util';
import { BANNER_STYLE, WHEN_READY, type CmpDefinition } from './types';

const P_CODE = 'p-SbX4mPl3';

// The sandbox does not encode real TC strings: acceptance is marked by the vendor list in
// addtl_consent ('1~' alone means nothing was granted), which is what the checks below read.
const STORED = `(!!__getCookie('euconsent-v2') && (__getCookie('addtl_consent') || '').length > 2)`;

const LOADER = script(`${WHEN_READY}
  var listeners = [];
  var status = (${STORED}) ? 'tcloaded' : null;
  var granted = !!status;
  function tcData(eventStatus, id) {
    var p = {};
    for (var i = 1; i <= 10; i++) p[i] = granted;
    return { tcString: __getCookie('euconsent-v2') || '', gdprApplies: true, cmpId: 10, cmpVersion: 52, tcfPolicyVersion: 4,
      eventStatus: eventStatus, cmpStatus: 'loaded', listenerId: id, purpose: { consents: p, legitimateInterests: p },
      vendor: { consents: {}, legitimateInterests: {} } };
  }
  window.__tcfapi = function (cmd, version, cb) {
    if (cmd === 'ping') return cb({ gdprApplies: true, cmpLoaded: true, cmpStatus: 'loaded', displayStatus: status ? 'hidden' : 'visible', apiVersion: '2.2' }, true);
    if (cmd === 'addEventListener') { var id = listeners.push(cb) - 1; return cb(tcData(status || 'cmpuishown', id), true); }
    if (cmd === 'removeEventListener') { listeners[arguments[3]] = null; return cb(true); }
    if (cmd === 'getTCData') return cb(tcData(status || 'cmpuishown', null), true);
  };
  function save(accept) {
    granted = accept;
    status = 'useractioncomplete';
    __setCookie('euconsent-v2', 'CQ' + btoa(String(Date.now())).replace(/=/g, '') + (accept ? 'AGAAAAAAA.YAAAAAAAAAAA' : 'AGAAAAAAA.IAAA'), 395);
    __setCookie('addtl_consent', accept ? '1~39.43.46.55.61.70.83.89.93' : '1~', 395);
    var ui = document.getElementById('qc-cmp2-ui');
    if (ui) ui.remove();
    listeners.forEach(function (cb, id) { if (cb) cb(tcData('useractioncomplete', id), true); });
  }
  __whenReady(function () {
    var c = document.createElement('div');
    c.id = 'qc-cmp2-container';
    c.setAttribute('data-nosnippet', '');
    if (!status) {
      c.innerHTML =
        '<div class="qc-cmp2-container" id="qc-cmp2-main" data-nosnippet=""><div class="qc-cmp-cleanslate">' +
        '<div id="qc-cmp2-ui" role="dialog" aria-label="qc-cmp2-ui" aria-modal="true" tabindex="0" style="${BANNER_STYLE}">' +
        '<div class="qc-cmp2-summary-section"><div class="qc-cmp2-summary-info"><h2>We value your privacy</h2>' +
        '<div>We and our partners store and/or access information on a device, such as cookies.</div></div></div>' +
        '<div class="qc-cmp2-footer"><div class="qc-cmp2-summary-buttons">' +
        '<button mode="secondary" size="large"><span>MORE OPTIONS</span></button>' +
        '<button mode="secondary" size="large"><span>DISAGREE</span></button>' +
        '<button mode="primary" size="large"><span>AGREE</span></button></div></div></div></div></div>';
    }
    document.body.appendChild(c);
    var agree = c.querySelector('button[mode="primary"]');
    if (agree) agree.addEventListener('click', function () { save(true); });
    var disagree = c.querySelectorAll('button[mode="secondary"]')[1];
    if (disagree) disagree.addEventListener('click', function () { save(false); });
  });
`);

export const quantcast: CmpDefinition = {
  id: 'quantcast',
  autoconsentName: 'quantcast',
  headHtml: () =>
    `<script type="text/javascript" src="//${CMP_HOST.quantcast}/choice/${P_CODE}/www/choice.js?tag_version=V3"></script>`,
  onMarketingConsent: (release) => `
    window.__tcfapi('addEventListener', 2, function (tcData, success) {
      if (success && (tcData.eventStatus === 'tcloaded' || tcData.eventStatus === 'useractioncomplete') && tcData.purpose.consents[1]) ${release};
    });`,
  storedConsentJs: STORED,
  serverConsent: (c) => !!c['euconsent-v2'] && (c.addtl_consent ?? '').length > 2,
  routes: {
    [CMP_HOST.quantcast]: (req, res) =>
      req.url.pathname.endsWith('/choice.js') ? sendJs(res, LOADER) : notFound(res),
  },
};
