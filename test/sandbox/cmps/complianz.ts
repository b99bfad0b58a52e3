// Complianz (WordPress plugin, served from the advertiser's own host): autoconsent's JSON rule
// 'Complianz banner' detects `#cmplz-cookiebanner-container .cmplz-cookiebanner`, needs it visible,
// and opts in with `.cmplz-cookiebanner .cmplz-accept`. Consent is one cookie per category
// (cmplz_marketing=allow, ...) plus cmplz_banner-status=dismissed; pages hook tags on the
// cmplz_fire_categories document event, fired on load (stored consent) and on accept.
import { script } from '../client-js';
import { BANNER_STYLE, WHEN_READY, type CmpDefinition } from './types';

const SCRIPT_PATH = '/wp-content/plugins/complianz-gdpr/cookiebanner/js/complianz.min.js';
const CATS = ['functional', 'preferences', 'statistics', 'marketing'];

const LOADER = script(`${WHEN_READY}
  var CATS = ${JSON.stringify(CATS)};
  function granted() { return CATS.filter(function (c) { return c === 'functional' || __getCookie('cmplz_' + c) === 'allow'; }); }
  function fire() {
    document.dispatchEvent(new CustomEvent('cmplz_fire_categories', { detail: { categories: granted(), region: 'eu' } }));
  }
  function save(accept) {
    CATS.forEach(function (c) { __setCookie('cmplz_' + c, c === 'functional' || accept ? 'allow' : 'deny', 365); });
    __setCookie('cmplz_banner-status', 'dismissed', 365);
    __setCookie('cmplz_policy_id', '33', 365);
    __setCookie('cmplz_consented_services', '', 365);
    var b = document.querySelector('.cmplz-cookiebanner');
    if (b) { b.classList.remove('cmplz-show'); b.classList.add('cmplz-dismissed'); b.style.display = 'none'; }
    document.dispatchEvent(new CustomEvent('cmplz_status_change', { detail: { category: 'marketing', value: accept ? 'allow' : 'deny' } }));
    fire();
  }
  window.cmplz_set_consent = function (category, value) { __setCookie('cmplz_' + category, value, 365); };
  __whenReady(function () {
    var container = document.createElement('div');
    container.id = 'cmplz-cookiebanner-container';
    if (__getCookie('cmplz_banner-status') !== 'dismissed') {
      container.innerHTML =
        '<div class="cmplz-cookiebanner cmplz-show banner-1 optin cmplz-bottom-right cmplz-categories-type-view-preferences" aria-modal="true" data-nosnippet="true" role="dialog" aria-live="polite" aria-labelledby="cmplz-header-1-optin" aria-describedby="cmplz-message-1-optin" style="${BANNER_STYLE}">' +
        '<div class="cmplz-header"><div class="cmplz-title" id="cmplz-header-1-optin">Manage Cookie Consent</div></div>' +
        '<div class="cmplz-body"><div class="cmplz-message" id="cmplz-message-1-optin">To provide the best experiences, we use technologies like cookies to store and/or access device information.</div></div>' +
        '<div class="cmplz-buttons"><button class="cmplz-btn cmplz-accept">Accept</button> ' +
        '<button class="cmplz-btn cmplz-deny">Deny</button> ' +
        '<button class="cmplz-btn cmplz-view-preferences">View preferences</button></div></div>';
    }
    document.body.appendChild(container);
    var a = container.querySelector('.cmplz-accept');
    if (a) a.addEventListener('click', function () { save(true); });
    var d = container.querySelector('.cmplz-deny');
    if (d) d.addEventListener('click', function () { save(false); });
    if (__getCookie('cmplz_banner-status') === 'dismissed') fire();
  });
`);

export const complianz: CmpDefinition = {
  id: 'complianz',
  autoconsentName: 'Complianz banner',
  headHtml: () => `<script id="cmplz-cookiebanner-js" src="${SCRIPT_PATH}?ver=7.1.0"></script>`,
  onMarketingConsent: (release) => `
    document.addEventListener('cmplz_fire_categories', function (e) { if (e.detail.categories.indexOf('marketing') >= 0) ${release}; });`,
  storedConsentJs: `(__getCookie('cmplz_marketing') === 'allow')`,
  serverConsent: (c) => c.cmplz_marketing === 'allow',
  routes: {},
  selfHosted: { [SCRIPT_PATH]: LOADER },
};
