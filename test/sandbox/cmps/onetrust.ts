// OneTrust: autoconsent's code rule 'Onetrust' detects #onetrust-banner-sdk and opts in by
// clicking #onetrust-accept-btn-handler. Consent lives in OptanonAlertBoxClosed + OptanonConsent
// (groups=C0004:1 is "targeting"); pages hook tags through window.OptanonWrapper, which OneTrust
// calls on load and on every consent change, with OnetrustActiveGroups listing granted groups.
import { CMP_HOST } from '../hosts';
import { script } from '../client-js';
import { notFound, sendJs } from '../http-util';
import { BANNER_STYLE, WHEN_READY, type CmpDefinition } from './types';

const DOMAIN_SCRIPT = '018f2c3a-5b7d-7e9f-a1b3-c5d7e9f1a3b5';

const LOADER = script(`${WHEN_READY}
  var ALL = ',C0001,C0002,C0003,C0004,';
  function storedGroups() {
    var c = __getCookie('OptanonConsent');
    if (!__getCookie('OptanonAlertBoxClosed') || !c) return null;
    var m = /groups=([^&]*)/.exec(decodeURIComponent(c));
    if (!m) return null;
    return ',' + m[1].split(',').filter(function (g) { return /:1$/.test(g); }).map(function (g) { return g.split(':')[0]; }).join(',') + ',';
  }
  function setGroups(g) { window.OnetrustActiveGroups = window.OptanonActiveGroups = g; }
  function notify() {
    (window.dataLayer = window.dataLayer || []).push({ event: 'OneTrustGroupsUpdated', OnetrustActiveGroups: window.OnetrustActiveGroups });
    if (typeof window.OptanonWrapper === 'function') window.OptanonWrapper();
  }
  function save(groups) {
    var now = new Date();
    var consent = 'isGpcEnabled=0&datestamp=' + encodeURIComponent(now.toString()) + '&version=202409.1.0&browserGpcFlag=0' +
      '&isIABGlobal=false&hosts=&consentId=' + (crypto.randomUUID ? crypto.randomUUID() : String(Math.random())) +
      '&interactionCount=1&isAnonUser=1&landingPath=NotLandingPage&groups=' + encodeURIComponent(groups) + '&AwaitingReconsent=false';
    __setCookie('OptanonConsent', consent, 365);
    __setCookie('OptanonAlertBoxClosed', now.toISOString(), 365);
  }
  function close() {
    var b = document.getElementById('onetrust-banner-sdk');
    if (b) b.style.display = 'none';
    var f = document.querySelector('.onetrust-pc-dark-filter');
    if (f) f.remove();
  }
  window.OneTrust = {
    AcceptAll: function () { save('C0001:1,C0002:1,C0003:1,C0004:1'); setGroups(ALL); close(); notify(); },
    RejectAll: function () { save('C0001:1,C0002:0,C0003:0,C0004:0'); setGroups(',C0001,'); close(); notify(); },
    IsAlertBoxClosed: function () { return !!__getCookie('OptanonAlertBoxClosed'); },
    GetDomainData: function () { return { cctId: ${JSON.stringify(DOMAIN_SCRIPT)} }; }
  };
  var stored = storedGroups();
  setGroups(stored || ',C0001,');
  __whenReady(function () {
    var sdk = document.createElement('div');
    sdk.id = 'onetrust-consent-sdk';
    if (!stored) {
      sdk.innerHTML =
        '<div class="onetrust-pc-dark-filter ot-fade-in" style="position:fixed;inset:0;background:rgba(0,0,0,.4);z-index:2147483645"></div>' +
        '<div id="onetrust-banner-sdk" class="otFlat" tabindex="0" role="region" aria-label="Cookie banner" style="${BANNER_STYLE}">' +
        '<div id="onetrust-policy"><h2 id="onetrust-policy-title">We value your privacy</h2>' +
        '<div id="onetrust-policy-text">We and our partners use cookies to personalise content and ads and to measure our affiliate marketing.</div></div>' +
        '<div id="onetrust-button-group-parent"><div id="onetrust-button-group">' +
        '<button id="onetrust-pc-btn-handler">Cookie Settings</button> ' +
        '<button id="onetrust-reject-all-handler">Reject All</button> ' +
        '<button id="onetrust-accept-btn-handler">Accept All Cookies</button></div></div></div>';
    }
    document.body.appendChild(sdk);
    var accept = document.getElementById('onetrust-accept-btn-handler');
    if (accept) accept.addEventListener('click', function () { window.OneTrust.AcceptAll(); });
    var reject = document.getElementById('onetrust-reject-all-handler');
    if (reject) reject.addEventListener('click', function () { window.OneTrust.RejectAll(); });
    notify();
  });
`);

export const onetrust: CmpDefinition = {
  id: 'onetrust',
  autoconsentName: 'Onetrust',
  headHtml: () =>
    `<script src="//${CMP_HOST.onetrust}/scripttemplates/otSDKStub.js" type="text/javascript" charset="UTF-8" data-domain-script="${DOMAIN_SCRIPT}"></script>`,
  onMarketingConsent: (release) => `
    window.OptanonWrapper = function () {
      if ((window.OnetrustActiveGroups || '').indexOf(',C0004,') >= 0) ${release};
    };`,
  storedConsentJs: `(!!__getCookie('OptanonAlertBoxClosed') && decodeURIComponent(__getCookie('OptanonConsent') || '').indexOf('C0004:1') >= 0)`,
  serverConsent: (c) =>
    !!c.OptanonAlertBoxClosed && decodeURIComponent(c.OptanonConsent ?? '').includes('C0004:1'),
  routes: {
    [CMP_HOST.onetrust]: (req, res) =>
      req.url.pathname === '/scripttemplates/otSDKStub.js' ? sendJs(res, LOADER) : notFound(res),
  },
};
