// Pages the engine must recognise by their markers rather than by tracking: bot challenges
// (10.1.1) and Shopify storefronts (10.2.1), plus the real third-party hosts they load from, which
// the resolver rules also map to the sandbox (only as subresources: Chromium upgrades top-level
// navigations to real hosts to HTTPS).
import { SHOP, THIRD_PARTY } from './hosts';
import { notFound, page, sendHtml, sendJs } from './http-util';
import { landingSite, type LandingOptions } from './landing';
import type { Handler } from './types';

/** reCAPTCHA interstitial, the way bot managers serve it: g-recaptcha div + Google's api.js. */
const recaptchaSite: Handler = (_req, res) =>
  sendHtml(
    res,
    page(
      'Security check',
      `<h1>Please verify you are a human</h1><p>Complete the check below to continue to the store.</p>
      <form action="/verify" method="post"><div class="g-recaptcha" data-sitekey="6LcSbx0AAAAAAJ9dQ7WvYxSandboxKey00000000" data-callback="onPass"></div>
      <button type="submit">Continue</button></form>`,
      `<script src="http://${THIRD_PARTY.recaptcha}/recaptcha/api.js" async defer></script>`,
    ),
  );

/** Cloudflare managed challenge: 403 + cf-mitigated header, "Just a moment..." and the cf-chl markers. */
const cloudflareSite: Handler = (_req, res) =>
  sendHtml(
    res,
    page(
      'Just a moment...',
      `<div class="main-wrapper" role="main"><div class="main-content"><h1 class="zone-name-title h1">${SHOP.cloudflare}</h1>
      <h2 id="challenge-running" class="h2">Checking if the site connection is secure</h2>
      <div id="challenge-stage"></div><noscript><div id="challenge-error-title">Enable JavaScript and cookies to continue</div></noscript>
      <div id="cf-chl-widget-sbx"></div></div></div>
      <script>(function(){window._cf_chl_opt={cvId:'3',cZone:'${SHOP.cloudflare}',cType:'managed',cRay:'8a1b2c3d4e5f6789',cH:'sbx'};
      var a=document.createElement('script');a.src='/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1?ray=8a1b2c3d4e5f6789';
      document.getElementsByTagName('head')[0].appendChild(a);}());</script>`,
      '<meta name="robots" content="noindex,nofollow"><meta http-equiv="refresh" content="390">',
    ),
    403,
    { 'cf-mitigated': 'challenge', server: 'cloudflare', 'cf-ray': '8a1b2c3d4e5f6789-LHR' },
  );

const cloudflareHost: Handler = (req, res) =>
  req.url.pathname.startsWith('/cdn-cgi/challenge-platform/')
    ? sendJs(res, '/* challenge orchestrator */')
    : cloudflareSite(req, res);

/** Stand-in for Google's reCAPTCHA loader: draws the checkbox box inside the g-recaptcha div. */
const RECAPTCHA_API = `(function () {
  window.grecaptcha = { ready: function (cb) { cb(); }, render: function () { return 0; }, getResponse: function () { return ''; } };
  document.querySelectorAll('.g-recaptcha').forEach(function (d) {
    var f = document.createElement('iframe');
    f.title = 'reCAPTCHA';
    f.src = 'about:blank';
    f.width = '304'; f.height = '78';
    f.setAttribute('style', 'border:1px solid #d3d3d3');
    d.appendChild(f);
  });
})();`;

const googleHost: Handler = (req, res) =>
  req.url.pathname === '/recaptcha/api.js' ? sendJs(res, RECAPTCHA_API) : notFound(res);

const shopifyCdn: Handler = (req, res) =>
  req.url.pathname.startsWith('/s/') || req.url.pathname.startsWith('/shopifycloud/')
    ? sendJs(
        res,
        '/* Shopify theme asset */ window.Shopify = window.Shopify || {}; Shopify.designMode = false;',
      )
    : notFound(res);

/** A Shopify storefront: Shopify global, assets from cdn.shopify.com, Shopify response headers. */
export function shopifyLanding(opts: LandingOptions): Handler {
  return landingSite({
    ...opts,
    headers: {
      'x-shopid': '58213752873',
      'x-shopify-stage': 'production',
      'powered-by': 'Shopify',
      ...(opts.headers ?? {}),
    },
    extraHead:
      `<script>var Shopify = Shopify || {}; Shopify.shop = "sandbox-socks.myshopify.com"; Shopify.locale = "en";` +
      `Shopify.currency = {"active":"GBP","rate":"1.0"}; Shopify.country = "GB"; Shopify.theme = {"name":"Dawn","id":130876923945,"role":"main"};` +
      `Shopify.routes = Shopify.routes || {}; Shopify.routes.root = "/";</script>` +
      `<script src="//${THIRD_PARTY.shopifyCdn}/shopifycloud/shopify/assets/storefront/load_feature-1a2b3c.js" defer></script>` +
      `<script src="//${THIRD_PARTY.shopifyCdn}/s/files/1/0582/1375/2873/t/3/assets/theme.js?v=17000000" defer></script>` +
      (opts.extraHead ?? ''),
  });
}

export const challengeSites: Record<string, Handler> = {
  [SHOP.recaptcha]: recaptchaSite,
  [SHOP.cloudflare]: cloudflareHost,
};

export const thirdPartyRoutes: Record<string, Handler> = {
  [THIRD_PARTY.recaptcha]: googleHost,
  [THIRD_PARTY.shopifyCdn]: shopifyCdn,
};
