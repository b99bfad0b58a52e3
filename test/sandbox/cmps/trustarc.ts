// TrustArc (bottom-bar notice): autoconsent's code rule 'TrustArc-top' detects #truste-consent-track,
// sees the popup through visible #truste-consent-content and opts in with #truste-consent-button
// (#truste-consent-required must exist too, or the rule treats the banner as intermediate).
// Consent is notice_gdpr_prefs (0 required, 1 functional, 2 advertising) + notice_preferences +
// cmapi_cookie_privacy; pages read truste.cma.callApi('getGDPRConsentDecision') on load and listen
// for the 'submit_preferences' postMessage TrustArc sends when the visitor decides.
import { CMP_HOST } from '../hosts';
import { script } from '../client-js';
import { notFound, sendJs } from '../http-util';
import { BANNER_STYLE, WHEN_READY, type CmpDefinition } from './types';

const LOADER = script(`${WHEN_READY}
  function decision() {
    var p = decodeURIComponent(__getCookie('notice_gdpr_prefs') || '');
    if (!p) return [0];
    return p.replace(/:.*$/, '').split(',').map(Number);
  }
  window.truste = window.truste || {};
  truste.eu = { bindMap: { prefCookie: __getCookie('notice_preferences') ? decodeURIComponent(__getCookie('notice_preferences')).replace(':', '') : undefined } };
  truste.cma = {
    callApi: function (action) {
      if (action === 'getGDPRConsentDecision') return { consentDecision: decision(), source: __getCookie('notice_gdpr_prefs') ? 'asserted' : 'implied' };
      return null;
    }
  };
  function save(all) {
    var prefs = all ? '0,1,2' : '0';
    __setCookie('notice_behavior', 'expressed,eu', 395);
    __setCookie('notice_preferences', (all ? '2' : '0') + ':', 395);
    __setCookie('notice_gdpr_prefs', prefs + ':', 395);
    __setCookie('cmapi_cookie_privacy', all ? 'permit 1,2,3' : 'permit 1', 395);
    __setCookie('cmapi_gtm_bl', all ? '' : 'ga-ms-ua-ta-asp-bzi-sp-awct-cts-csm-img-flc-fls-mpm-mpr-m6d-tc-tdc', 395);
    __setCookie('TAconsentID', crypto.randomUUID ? crypto.randomUUID() : String(Math.random()), 395);
    truste.eu.bindMap.prefCookie = all ? '2' : '0';
    var t = document.getElementById('truste-consent-track');
    if (t) t.style.display = 'none';
    window.postMessage(JSON.stringify({ source: 'preference_manager', message: 'submit_preferences', data: { value: prefs } }), '*');
  }
  __whenReady(function () {
    if (__getCookie('notice_gdpr_prefs')) return;
    var t = document.createElement('div');
    t.id = 'truste-consent-track';
    t.className = 'truste-consent-track-class';
    t.style.cssText = '${BANNER_STYLE}';
    t.innerHTML =
      '<div id="truste-consent-content" class="truste-consent-content">' +
      '<div id="truste-consent-text">This site uses cookies and related technologies for site operation, analytics and third party advertising.</div>' +
      '<div id="truste-consent-buttons" class="truste-consent-buttons">' +
      '<button id="truste-consent-button" class="truste-button1" type="button">Accept All Cookies</button> ' +
      '<button id="truste-consent-required" class="truste-button1" type="button">Required Only</button> ' +
      '<button id="truste-show-consent" class="truste-button2" type="button">Cookie Preferences</button></div></div>';
    document.body.appendChild(t);
    document.getElementById('truste-consent-button').addEventListener('click', function () { save(true); });
    document.getElementById('truste-consent-required').addEventListener('click', function () { save(false); });
  });
`);

export const trustarc: CmpDefinition = {
  id: 'trustarc',
  autoconsentName: 'TrustArc-top',
  // Loaded synchronously (real sites often use async) so the page's hook below can read truste.cma.
  headHtml: () =>
    `<script src="//${CMP_HOST.trustarc}/notice?domain=sandbox-shop.test&c=teconsent&js=nj&noticeType=bb&gtm=1"></script>`,
  onMarketingConsent: (release) => `
    if (window.truste && truste.cma.callApi('getGDPRConsentDecision', location.hostname).consentDecision.indexOf(2) >= 0) ${release};
    window.addEventListener('message', function (e) {
      var d; try { d = JSON.parse(e.data); } catch (x) { return; }
      if (d && d.source === 'preference_manager' && d.message === 'submit_preferences' && String(d.data.value).split(',').indexOf('2') >= 0) ${release};
    });`,
  storedConsentJs: `(decodeURIComponent(__getCookie('notice_gdpr_prefs') || '').split(':')[0].split(',').indexOf('2') >= 0)`,
  serverConsent: (c) =>
    decodeURIComponent(c.notice_gdpr_prefs ?? '')
      .split(':')[0]
      .split(',')
      .includes('2'),
  routes: {
    [CMP_HOST.trustarc]: (req, res) =>
      req.url.pathname === '/notice' ? sendJs(res, LOADER) : notFound(res),
  },
};
