// CookieYes: autoconsent's JSON rule 'cookieyes' detects a visible .cky-consent-container and opts
// in with `.cky-consent-container [data-cky-tag=accept-button]`. Consent is the cookieyes-consent
// cookie (consentid:..,consent:yes,action:yes,...,advertisement:yes); pages hook tags on the
// cookieyes_banner_load / cookieyes_consent_update document events (or window.getCkyConsent()).
import { CMP_HOST } from '../hosts';
import { script } from '../client-js';
import { notFound, sendJs } from '../http-util';
import { BANNER_STYLE, WHEN_READY, type CmpDefinition } from './types';

const CLIENT_ID = '5b0c6e2f8a1d4c3e9f7a2b6d';
const CATS = ['necessary', 'functional', 'analytics', 'performance', 'advertisement', 'other'];

const LOADER = script(`${WHEN_READY}
  var CATS = ${JSON.stringify(CATS)};
  function read() {
    var raw = decodeURIComponent(__getCookie('cookieyes-consent') || '');
    var out = {};
    raw.split(',').forEach(function (kv) { var i = kv.indexOf(':'); if (i > 0) out[kv.slice(0, i)] = kv.slice(i + 1); });
    return out;
  }
  window.getCkyConsent = function () {
    var c = read();
    var cats = {};
    CATS.forEach(function (k) { cats[k] = k === 'necessary' || c[k] === 'yes'; });
    return { activeLaw: 'gdpr', categories: cats, isUserActionCompleted: c.action === 'yes', consentID: c.consentid || '', languageCode: 'en' };
  };
  function save(accept) {
    var parts = ['consentid:' + btoa(String(Math.random())).slice(0, 32), 'consent:' + (accept ? 'yes' : 'no'), 'action:yes'];
    CATS.forEach(function (k) { parts.push(k + ':' + (k === 'necessary' || accept ? 'yes' : 'no')); });
    __setCookie('cookieyes-consent', parts.join(','), 365);
    var b = document.querySelector('.cky-consent-container');
    if (b) b.remove();
    var acc = CATS.filter(function (k) { return k === 'necessary' || accept; });
    document.dispatchEvent(new CustomEvent('cookieyes_consent_update', { detail: { accepted: acc, rejected: CATS.filter(function (k) { return acc.indexOf(k) < 0; }) } }));
  }
  __whenReady(function () {
    var c = window.getCkyConsent();
    if (!c.isUserActionCompleted) {
      var b = document.createElement('div');
      b.className = 'cky-consent-container cky-banner-bottom';
      b.setAttribute('tabindex', '0');
      b.setAttribute('role', 'region');
      b.setAttribute('aria-label', 'We value your privacy');
      b.style.cssText = '${BANNER_STYLE}';
      b.innerHTML =
        '<div class="cky-consent-bar" data-cky-tag="notice"><div class="cky-notice">' +
        '<p class="cky-title" data-cky-tag="title">We value your privacy</p>' +
        '<div class="cky-notice-des" data-cky-tag="description">We use cookies to enhance your browsing experience and analyse our traffic.</div>' +
        '<div class="cky-notice-btn-wrapper" data-cky-tag="notice-buttons">' +
        '<button class="cky-btn cky-btn-customize" data-cky-tag="settings-button">Customise</button> ' +
        '<button class="cky-btn cky-btn-reject" data-cky-tag="reject-button">Reject All</button> ' +
        '<button class="cky-btn cky-btn-accept" data-cky-tag="accept-button">Accept All</button></div></div></div>';
      document.body.appendChild(b);
      b.querySelector('[data-cky-tag=accept-button]').addEventListener('click', function () { save(true); });
      b.querySelector('[data-cky-tag=reject-button]').addEventListener('click', function () { save(false); });
    }
    document.dispatchEvent(new CustomEvent('cookieyes_banner_load', { detail: c }));
  });
`);

export const cookieyes: CmpDefinition = {
  id: 'cookieyes',
  autoconsentName: 'cookieyes',
  headHtml: () =>
    `<script id="cookieyes" type="text/javascript" src="//${CMP_HOST.cookieyes}/client_data/${CLIENT_ID}/script.js"></script>`,
  onMarketingConsent: (release) => `
    document.addEventListener('cookieyes_banner_load', function (e) { if (e.detail.categories.advertisement) ${release}; });
    document.addEventListener('cookieyes_consent_update', function (e) { if (e.detail.accepted.indexOf('advertisement') >= 0) ${release}; });`,
  storedConsentJs: `(decodeURIComponent(__getCookie('cookieyes-consent') || '').indexOf('advertisement:yes') >= 0)`,
  serverConsent: (c) =>
    decodeURIComponent(c['cookieyes-consent'] ?? '').includes('advertisement:yes'),
  routes: {
    [CMP_HOST.cookieyes]: (req, res) =>
      req.url.pathname === `/client_data/${CLIENT_ID}/script.js`
        ? sendJs(res, LOADER)
        : notFound(res),
  },
};
