// Sourcepoint: the banner runs in an iframe from the vendor's host at /index.html?message_id=...;
// autoconsent's code rule 'Sourcepoint-frame' runs inside that frame, waits for .sp_choice_type_11
// and clicks it. The frame tells the page's wrapper script (postMessage), which stores consent on
// the advertiser's domain (consentUUID, euconsent-v2, localStorage _sp_user_consent_<propertyId>),
// removes the container and calls _sp_.config.events.onConsentReady, where pages hook tags.
import { CMP_HOST } from '../hosts';
import { script } from '../client-js';
import { notFound, page, sendHtml, sendJs } from '../http-util';
import { WHEN_READY, type CmpDefinition } from './types';

const ACCOUNT_ID = 1742;
const PROPERTY_ID = 31337;
const MESSAGE_ID = 1203921;

const STORED = `(function () {
  try { return !!__getCookie('consentUUID') && JSON.parse(localStorage.getItem('_sp_user_consent_${PROPERTY_ID}') || 'null').gdpr.consentedToAll === true; }
  catch (e) { return false; }
})()`;

const WRAPPER = script(`${WHEN_READY}
  var sp = window._sp_ = window._sp_ || {};
  sp.config = sp.config || {};
  sp.config.events = sp.config.events || {};
  function fire(name, args) { var f = sp.config.events[name]; if (typeof f === 'function') f.apply(null, args); }
  function consentReady(all) {
    fire('onConsentReady', ['gdpr', __getCookie('consentUUID'), __getCookie('euconsent-v2'), { applies: true, consentedToAll: all }]);
  }
  function save(all) {
    var uuid = (crypto.randomUUID ? crypto.randomUUID() : String(Math.random())) + '_7';
    __setCookie('consentUUID', uuid, 365);
    __setCookie('consentDate', new Date().toISOString(), 365);
    __setCookie('euconsent-v2', 'CQ' + btoa(String(Date.now())).replace(/=/g, '') + (all ? 'AGAAAAAAA.YAAAAAAAAAAA' : 'AGAAAAAAA.IAAA'), 365);
    localStorage.setItem('_sp_user_consent_${PROPERTY_ID}', JSON.stringify({ gdpr: { consentedToAll: all, rejectedAny: !all, uuid: uuid } }));
    var c = document.getElementById('sp_message_container_${MESSAGE_ID}');
    if (c) c.remove();
    document.documentElement.classList.remove('sp-message-open');
    fire('onMessageChoiceSelect', ['gdpr', all ? 11 : 13, all ? 11 : 13]);
    consentReady(all);
  }
  window.addEventListener('message', function (e) {
    var d = e.data;
    if (!d || d.action !== 'sp.choice') return;
    if (new URL(e.origin).hostname !== '${CMP_HOST.sourcepoint}') return;
    save(d.choiceType === 11);
  });
  __whenReady(function () {
    if (${STORED}) { consentReady(true); return; }
    var c = document.createElement('div');
    c.id = 'sp_message_container_${MESSAGE_ID}';
    c.className = 'sp-message-container';
    c.style.cssText = 'position:fixed;left:0;right:0;bottom:0;height:220px;z-index:2147483647;display:block';
    var f = document.createElement('iframe');
    f.id = 'sp_message_iframe_${MESSAGE_ID}';
    f.title = 'SP Consent Message';
    f.src = '//${CMP_HOST.sourcepoint}/index.html?message_id=${MESSAGE_ID}&consentUUID=&preload_message=true&version=v1&account_id=${ACCOUNT_ID}';
    f.style.cssText = 'width:100%;height:100%;border:0;background:#fff';
    c.appendChild(f);
    document.body.appendChild(c);
    document.documentElement.classList.add('sp-message-open');
    fire('onMessageReady', ['gdpr']);
  });
`);

const MESSAGE_PAGE = page(
  'SP Consent Message',
  `<div id="notice" class="message type-modal" role="dialog" aria-label="Privacy notice" style="padding:16px;font:14px sans-serif">
  <p class="message-component message-text">We and our partners use cookies and process personal data for ads and measurement.</p>
  <div class="message-component message-row">
    <button title="Options" class="message-component message-button no-children focusable sp_choice_type_12">Options</button>
    <button title="Reject" class="message-component message-button no-children focusable sp_choice_type_13">Reject</button>
    <button title="Accept" class="message-component message-button no-children focusable sp_choice_type_11">Accept</button>
  </div></div>
  <script>
    [11, 13].forEach(function (t) {
      document.querySelector('.sp_choice_type_' + t).addEventListener('click', function () {
        parent.postMessage({ action: 'sp.choice', choiceType: t }, '*');
      });
    });
  </script>`,
  '<meta name="viewport" content="width=device-width">',
);

export const sourcepoint: CmpDefinition = {
  id: 'sourcepoint',
  autoconsentName: 'Sourcepoint-frame',
  headHtml: () =>
    `<script>window._sp_queue = []; window._sp_ = { config: { accountId: ${ACCOUNT_ID}, baseEndpoint: '//${CMP_HOST.sourcepoint}', propertyId: ${PROPERTY_ID}, gdpr: {}, events: {} } };</script>` +
    `<script src="//${CMP_HOST.sourcepoint}/unified/wrapperMessagingWithoutDetection.js"></script>`,
  onMarketingConsent: (release) => `
    (function () {
      var ev = window._sp_.config.events;
      var prev = ev.onConsentReady;
      ev.onConsentReady = function (type, uuid, tcString, info) {
        if (prev) prev.apply(null, arguments);
        if (info && info.consentedToAll) ${release};
      };
    })();`,
  storedConsentJs: STORED,
  serverConsent: (c) => !!c.consentUUID && (c['euconsent-v2'] ?? '').endsWith('.YAAAAAAAAAAA'),
  routes: {
    [CMP_HOST.sourcepoint]: (req, res) => {
      if (req.url.pathname === '/unified/wrapperMessagingWithoutDetection.js')
        return sendJs(res, WRAPPER);
      if (req.url.pathname === '/index.html' && req.url.searchParams.has('message_id'))
        return sendHtml(res, MESSAGE_PAGE);
      notFound(res);
    },
  },
};
