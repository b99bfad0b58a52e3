// Cookiebot: autoconsent's code rule 'Cybotcookiebot' detects window.Cookiebot and a popup via
// `!Cookiebot.hasResponse && Cookiebot.dialog.visible`, then clicks #CybotCookiebotDialogBodyButtonAccept.
// Consent is the CookieConsent cookie ({stamp:'..',necessary:true,...,marketing:true,...}) and
// window.Cookiebot.consent; pages hook tags on the CookiebotOnAccept window event.
import { CMP_HOST } from '../hosts';
import { script } from '../client-js';
import { notFound, sendJs } from '../http-util';
import { BANNER_STYLE, WHEN_READY, type CmpDefinition } from './types';

const CBID = '3f6c1a2e-8b4d-4f0e-9c7a-2d5e8f1b6a90';

const LOADER = script(`${WHEN_READY}
  function parse(raw) {
    if (!raw) return null;
    var s = decodeURIComponent(raw);
    function flag(k) { return new RegExp(k + ':true').test(s); }
    return { necessary: true, preferences: flag('preferences'), statistics: flag('statistics'), marketing: flag('marketing'),
      method: (/method:'(\\w+)'/.exec(s) || [])[1] || 'explicit', stamp: (/stamp:'([^']*)'/.exec(s) || [])[1] || '' };
  }
  function fire(name) { window.dispatchEvent(new Event(name)); }
  var stored = parse(__getCookie('CookieConsent'));
  var cb = window.Cookiebot = window.CookieConsent = {
    consent: stored || { necessary: true, preferences: false, statistics: false, marketing: false, method: null, stamp: '0' },
    consented: !!(stored && stored.marketing),
    declined: !!(stored && !stored.marketing),
    hasResponse: !!stored,
    consentID: stored ? stored.stamp : '0',
    dialog: { visible: false },
    show: function () { var d = document.getElementById('CybotCookiebotDialog'); if (d) { d.style.display = 'block'; cb.dialog.visible = true; } },
    hide: function () { var d = document.getElementById('CybotCookiebotDialog'); if (d) d.style.display = 'none'; cb.dialog.visible = false; },
    submitCustomConsent: function (pref, stat, mkt) { save(!!pref, !!stat, !!mkt); },
    withdraw: function () { save(false, false, false); },
    renew: function () { cb.show(); }
  };
  function save(pref, stat, mkt) {
    var stamp = btoa(String(Math.random())).slice(0, 24);
    var raw = "{stamp:'" + stamp + "',necessary:true,preferences:" + pref + ',statistics:' + stat + ',marketing:' + mkt +
      ",method:'explicit',ver:1,utc:" + Date.now() + ",region:'gb'}";
    __setCookie('CookieConsent', raw.replace(/'/g, '%27').replace(/,/g, '%2C'), 365);
    cb.consent = { necessary: true, preferences: pref, statistics: stat, marketing: mkt, method: 'explicit', stamp: stamp };
    cb.consentID = stamp;
    cb.hasResponse = true;
    cb.consented = mkt;
    cb.declined = !mkt;
    cb.hide();
    if (typeof window.CookiebotCallback_OnAccept === 'function' && mkt) window.CookiebotCallback_OnAccept();
    fire(mkt ? 'CookiebotOnAccept' : 'CookiebotOnDecline');
    fire('CookiebotOnConsentReady');
  }
  __whenReady(function () {
    if (stored) {
      fire('CookiebotOnLoad');
      fire(stored.marketing ? 'CookiebotOnAccept' : 'CookiebotOnDecline');
      fire('CookiebotOnConsentReady');
      return;
    }
    var d = document.createElement('div');
    d.id = 'CybotCookiebotDialog';
    d.setAttribute('name', 'CybotCookiebotDialog');
    d.setAttribute('role', 'dialog');
    d.setAttribute('aria-modal', 'true');
    d.setAttribute('data-template', 'slideup');
    d.className = 'CybotCookiebotDialogActive';
    d.style.cssText = '${BANNER_STYLE}';
    d.innerHTML =
      '<div id="CybotCookiebotDialogBody"><h2 id="CybotCookiebotDialogBodyContentTitle">This website uses cookies</h2>' +
      '<div id="CybotCookiebotDialogBodyContentText">We use cookies to personalise content and ads and to analyse our traffic.</div></div>' +
      '<div id="CybotCookiebotDialogBodyButtons">' +
      '<button id="CybotCookiebotDialogBodyButtonDecline">Deny</button> ' +
      '<button id="CybotCookiebotDialogBodyLevelButtonCustomize">Customize</button> ' +
      '<button id="CybotCookiebotDialogBodyButtonAccept">Allow all</button></div>';
    document.body.appendChild(d);
    cb.dialog.visible = true;
    document.getElementById('CybotCookiebotDialogBodyButtonAccept').addEventListener('click', function () { save(true, true, true); });
    document.getElementById('CybotCookiebotDialogBodyButtonDecline').addEventListener('click', function () { save(false, false, false); });
    fire('CookiebotOnDialogDisplay');
  });
`);

export const cookiebot: CmpDefinition = {
  id: 'cookiebot',
  autoconsentName: 'Cybotcookiebot',
  headHtml: () =>
    `<script id="Cookiebot" src="//${CMP_HOST.cookiebot}/uc.js" data-cbid="${CBID}" data-blockingmode="manual" type="text/javascript"></script>`,
  onMarketingConsent: (release) => `
    window.addEventListener('CookiebotOnAccept', function () {
      if (window.Cookiebot && window.Cookiebot.consent.marketing) ${release};
    });`,
  storedConsentJs: `(decodeURIComponent(__getCookie('CookieConsent') || '').indexOf('marketing:true') >= 0)`,
  serverConsent: (c) => decodeURIComponent(c.CookieConsent ?? '').includes('marketing:true'),
  routes: {
    [CMP_HOST.cookiebot]: (req, res) =>
      req.url.pathname === '/uc.js' ? sendJs(res, LOADER) : notFound(res),
  },
};
