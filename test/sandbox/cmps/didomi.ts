// Didomi: autoconsent's JSON rule 'didomi' detects #didomi-host, sees the popup through a visible
// #didomi-notice / .didomi-notice-banner, and opts in with #didomi-notice-agree-button. Consent is
// the didomi_token cookie (base64 JSON of enabled purposes) plus euconsent-v2; pages hook tags with
// window.didomiOnReady and window.didomiEventListeners ('consent.changed').
import { CMP_HOST } from '../hosts';
import { script } from '../client-js';
import { notFound, sendJs } from '../http-util';
import { BANNER_STYLE, WHEN_READY, type CmpDefinition } from './types';

const API_KEY = '7c2b9e41-5d3a-4f86-b0e2-91a4c6d8f1e3';

const LOADER = script(`${WHEN_READY}
  function token() {
    try { return JSON.parse(atob(__getCookie('didomi_token') || '')); } catch (e) { return null; }
  }
  var state = token();
  function purposeOk(p) { return !!(state && state.purposes && state.purposes.enabled.indexOf(p) >= 0); }
  var listeners = window.didomiEventListeners = window.didomiEventListeners || [];
  var onReady = window.didomiOnReady = window.didomiOnReady || [];
  var D = window.Didomi = {
    getUserConsentStatusForPurpose: function (p) { return purposeOk(p); },
    getUserConsentStatusForVendor: function () { return purposeOk('select_basic_ads'); },
    getUserStatus: function () { return { purposes: { global: { enabled: state ? state.purposes.enabled : [] } } }; },
    isConsentRequired: function () { return true; },
    shouldConsentBeCollected: function () { return !state; },
    notice: { isVisible: function () { return !!document.getElementById('didomi-notice'); } },
    setUserAgreeToAll: function () { save(['cookies', 'select_basic_ads', 'measure_ad_performance', 'market_research']); },
    setUserDisagreeToAll: function () { save([]); }
  };
  function save(enabled) {
    var now = new Date().toISOString();
    state = { user_id: crypto.randomUUID ? crypto.randomUUID() : String(Math.random()), created: now, updated: now,
      vendors: { enabled: enabled.length ? ['c:awin', 'c:impact', 'c:cj'] : [] }, purposes: { enabled: enabled }, version: 2 };
    __setCookie('didomi_token', btoa(JSON.stringify(state)), 365);
    __setCookie('euconsent-v2', 'CQ' + btoa(String(Date.now())).replace(/=/g, '') + (enabled.length ? 'AAAA.YAAAAAAAAAAA' : 'AAAA.IAAA'), 365);
    var host = document.getElementById('didomi-host');
    if (host) { host.innerHTML = ''; host.setAttribute('aria-hidden', 'true'); }
    document.body.classList.remove('didomi-popup-open');
    listeners.forEach(function (l) { if (l.event === 'consent.changed') l.listener({ consentToken: state }); });
  }
  __whenReady(function () {
    var host = document.createElement('div');
    host.id = 'didomi-host';
    host.className = 'didomi-host';
    host.setAttribute('data-nosnippet', 'true');
    if (state) {
      host.setAttribute('aria-hidden', 'true');
    } else {
      host.setAttribute('aria-hidden', 'false');
      host.innerHTML =
        '<div tabindex="-1" dir="ltr"><div id="didomi-notice" class="didomi-regular-notice didomi-notice-banner bottom" role="region" aria-label="Cookie banner" style="${BANNER_STYLE}">' +
        '<div class="didomi-notice-text">With your agreement, we and our partners use cookies to store and access information on your device.</div>' +
        '<div id="buttons" class="didomi-buttons">' +
        '<button id="didomi-notice-learn-more-button" class="didomi-button didomi-button-standard">Learn more</button> ' +
        '<button id="didomi-notice-disagree-button" class="didomi-button didomi-dismiss-button">Continue without agreeing</button> ' +
        '<button id="didomi-notice-agree-button" class="didomi-button didomi-components-button">Agree and close</button></div></div></div>';
      document.body.classList.add('didomi-popup-open');
    }
    document.body.appendChild(host);
    var agree = document.getElementById('didomi-notice-agree-button');
    if (agree) agree.addEventListener('click', function () { D.setUserAgreeToAll(); });
    var disagree = document.getElementById('didomi-notice-disagree-button');
    if (disagree) disagree.addEventListener('click', function () { D.setUserDisagreeToAll(); });
    // Real Didomi calls didomiOnReady callbacks once the SDK is up, pushed before or after.
    onReady.forEach(function (cb) { cb(D); });
    window.didomiOnReady = { push: function (cb) { cb(D); } };
  });
`);

export const didomi: CmpDefinition = {
  id: 'didomi',
  autoconsentName: 'didomi',
  headHtml: () =>
    `<script type="text/javascript" src="//${CMP_HOST.didomi}/${API_KEY}/loader.js?target_type=notice&target=www"></script>`,
  onMarketingConsent: (release) => `
    window.didomiOnReady = window.didomiOnReady || [];
    window.didomiOnReady.push(function (Didomi) { if (Didomi.getUserConsentStatusForPurpose('cookies')) ${release}; });
    window.didomiEventListeners = window.didomiEventListeners || [];
    window.didomiEventListeners.push({ event: 'consent.changed', listener: function () {
      if (window.Didomi.getUserConsentStatusForPurpose('cookies')) ${release};
    } });`,
  storedConsentJs: `(function () { try { return JSON.parse(atob(__getCookie('didomi_token') || '')).purposes.enabled.indexOf('cookies') >= 0; } catch (e) { return false; } })()`,
  serverConsent: (c) => {
    try {
      const t = JSON.parse(Buffer.from(c.didomi_token ?? '', 'base64').toString('utf8')) as {
        purposes?: { enabled?: string[] };
      };
      return t.purposes?.enabled?.includes('cookies') ?? false;
    } catch {
      return false;
    }
  },
  routes: {
    [CMP_HOST.didomi]: (req, res) =>
      req.url.pathname.endsWith('/loader.js') ? sendJs(res, LOADER) : notFound(res),
  },
};
