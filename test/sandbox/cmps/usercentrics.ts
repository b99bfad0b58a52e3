// Usercentrics (v3 browser UI): autoconsent's JSON rule 'usercentrics-api' detects #usercentrics-root,
// needs `typeof UC_UI === 'object'` and [data-testid=uc-container] inside the root's open shadow DOM,
// and opts in through the API: UC_UI.acceptAllConsents(), UC_UI.closeCMP(), then checks
// UC_UI.areAllConsentsAccepted(). Consent lives in localStorage (uc_settings, uc_user_interaction);
// pages hook tags on the UC_UI_INITIALIZED and UC_UI_CMP_EVENT window events.
import { CMP_HOST } from '../hosts';
import { script } from '../client-js';
import { notFound, sendJs } from '../http-util';
import { BANNER_STYLE, WHEN_READY, type CmpDefinition } from './types';

const SETTINGS_ID = 'sbxUcSettings1';

const STORED = `(function () {
  try {
    var s = JSON.parse(localStorage.getItem('uc_settings') || 'null');
    return localStorage.getItem('uc_user_interaction') === 'true' && !!s && s.services.every(function (x) { return x.status; });
  } catch (e) { return false; }
})()`;

const LOADER = script(`${WHEN_READY}
  var SERVICES = [{ id: 'awinSvc', name: 'Awin' }, { id: 'impactSvc', name: 'Impact' }, { id: 'gaSvc', name: 'Google Analytics' }];
  function save(status) {
    localStorage.setItem('uc_settings', JSON.stringify({ controllerId: String(Math.random()).slice(2), id: ${JSON.stringify(SETTINGS_ID)},
      language: 'en', services: SERVICES.map(function (s) { return { id: s.id, status: status, history: [{ action: status ? 'onAcceptAllServices' : 'onDenyAllServices', type: 'explicit', timestamp: Date.now() }] }; }), version: '3.0.0' }));
    localStorage.setItem('uc_user_interaction', 'true');
    window.dispatchEvent(new CustomEvent('UC_UI_CMP_EVENT', { detail: { source: 'FIRST_LAYER', type: status ? 'ACCEPT_ALL' : 'DENY_ALL' } }));
    window.dispatchEvent(new CustomEvent('ucEvent', { detail: { event: 'consent_status', type: 'explicit', action: status ? 'onAcceptAllServices' : 'onDenyAllServices' } }));
  }
  function root() { return document.getElementById('usercentrics-root'); }
  window.UC_UI = {
    isInitialized: function () { return true; },
    acceptAllConsents: function () { save(true); return Promise.resolve(); },
    denyAllConsents: function () { save(false); return Promise.resolve(); },
    closeCMP: function () { var r = root(); if (r && r.shadowRoot) r.shadowRoot.innerHTML = ''; return Promise.resolve(); },
    areAllConsentsAccepted: function () { return ${STORED}; },
    isConsentRequired: function () { return !(${STORED}); },
    showFirstLayer: function () {},
    getServicesBaseInfo: function () { return SERVICES.map(function (s) { return { id: s.id, name: s.name, consent: { status: window.UC_UI.areAllConsentsAccepted() } }; }); }
  };
  __whenReady(function () {
    var r = document.createElement('div');
    r.id = 'usercentrics-root';
    r.setAttribute('data-created-at', String(Date.now()));
    document.body.appendChild(r);
    var shadow = r.attachShadow({ mode: 'open' });
    var interacted = localStorage.getItem('uc_user_interaction') === 'true';
    if (!interacted) {
      shadow.innerHTML =
        '<div data-testid="uc-container" id="uc-center-container" role="dialog" aria-label="Privacy settings" style="${BANNER_STYLE}">' +
        '<p data-testid="uc-message-container">We use cookies and similar technologies. You can accept or deny all of them.</p>' +
        '<div data-testid="uc-buttons-container"><button data-testid="uc-more-button">Settings</button> ' +
        '<button data-testid="uc-deny-all-button">Deny</button> ' +
        '<button data-testid="uc-accept-all-button">Accept All</button></div></div>';
      shadow.querySelector('[data-testid=uc-accept-all-button]').addEventListener('click', function () {
        window.UC_UI.acceptAllConsents().then(window.UC_UI.closeCMP);
      });
      shadow.querySelector('[data-testid=uc-deny-all-button]').addEventListener('click', function () {
        window.UC_UI.denyAllConsents().then(window.UC_UI.closeCMP);
      });
    }
    window.dispatchEvent(new CustomEvent('UC_UI_INITIALIZED'));
  });
`);

export const usercentrics: CmpDefinition = {
  id: 'usercentrics',
  autoconsentName: 'usercentrics-api',
  headHtml: () =>
    `<script id="usercentrics-cmp" src="//${CMP_HOST.usercentrics}/browser-ui/latest/loader.js" data-settings-id="${SETTINGS_ID}"></script>`,
  onMarketingConsent: (release) => `
    window.addEventListener('UC_UI_INITIALIZED', function () { if (window.UC_UI.areAllConsentsAccepted()) ${release}; });
    window.addEventListener('UC_UI_CMP_EVENT', function (e) { if (e.detail && e.detail.type === 'ACCEPT_ALL') ${release}; });`,
  storedConsentJs: STORED,
  serverConsent: null,
  routes: {
    [CMP_HOST.usercentrics]: (req, res) =>
      req.url.pathname === '/browser-ui/latest/loader.js' ? sendJs(res, LOADER) : notFound(res),
  },
};
