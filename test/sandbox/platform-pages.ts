// Storefront pages that each carry ONE kind of platform signal (an asset URL, a global, a document
// header, a cookie or a meta generator), so a test can prove every kind is read on its own
// (issue 17, platform fingerprints). `http://www.shop-platforms.test/<platform>/<kind>`;
// `/<platform>/all` carries every kind the platform has here; `/plain` carries none.
import type { PlatformSignalKind } from '@tracklight/contracts';
import { cookie, notFound, page, sendHtml, sendJs } from './http-util';
import type { Handler } from './types';

export const PLATFORM_SHOP = 'www.shop-platforms.test';

/** Real platform CDNs, mapped to the sandbox like cdn.shopify.com (only as subresources). */
export const PLATFORM_CDN = {
  bigcommerce: 'cdn11.bigcommerce.com',
  wix: 'static.parastorage.com',
  squarespace: 'static1.squarespace.com',
} as const;

/** What one signal adds to a page: markup in <head>, response headers, Set-Cookie lines. */
interface PageSignal {
  head?: string;
  headers?: Record<string, string>;
  setCookie?: string;
}

const script = (src: string) => `<script src="${src}" defer></script>`;
const inline = (js: string) => `<script>${js}</script>`;
const generator = (content: string) => `<meta name="generator" content="${content}">`;

/** The shapes real storefronts of each platform serve. */
export const PLATFORM_PAGES: Record<string, Partial<Record<PlatformSignalKind, PageSignal>>> = {
  shopify: {
    // Assets from the shop's own domain, cdn.shopify.com only in a preload (issue 17).
    asset: {
      head:
        script('/cdn/shop/t/3/assets/theme.js?v=17000000') +
        '<link rel="preload" as="script" href="//cdn.shopify.com/shopifycloud/shopify/assets/storefront/load_feature-1a2b3c.js">',
    },
    global: { head: inline('window.Shopify = { shop: "sandbox-socks.myshopify.com", locale: "en" };') },
    header: { headers: { 'x-shopid': '58213752873', 'x-shopify-stage': 'production' } },
    cookie: { setCookie: cookie('_shopify_y', 'c8a1f3e2-7b4d-4e7a-9f10-5d2c6b8e0a11', { maxAgeDays: 365 }) },
  },
  woocommerce: {
    asset: { head: script('/wp-content/plugins/woocommerce/assets/js/frontend/woocommerce.min.js?ver=8.3.1') },
    global: { head: inline('var wc_add_to_cart_params = {"ajax_url":"/wp-admin/admin-ajax.php","i18n_view_cart":"View cart"};') },
    cookie: { setCookie: cookie('woocommerce_items_in_cart', '1') },
    metaGenerator: { head: generator('WooCommerce 8.3.1') },
  },
  magento: {
    asset: { head: script('/static/version1700000000/frontend/Magento/luma/en_US/requirejs/require.js') },
    global: { head: inline('window.Mage = { Cookies: { path: "/" } };') },
    header: { headers: { 'x-magento-tags': 'store,cms_b,cms_p_2' } },
    cookie: { setCookie: cookie('mage-cache-sessid', 'true') },
  },
  'salesforce-commerce-cloud': {
    asset: { head: script('/on/demandware.static/Sites-RefArch-Site/-/default/v1700000000/js/main.js') },
    global: { head: inline('window.dw = { ac: { _capture: function () {} } };') },
    header: { headers: { 'x-dw-request-base-id': 'a1b2c3d4e5f6' } },
    cookie: { setCookie: cookie('dwsid', 'Xk3_sandbox_session', { httpOnly: true }) },
  },
  bigcommerce: {
    asset: { head: script(`//${PLATFORM_CDN.bigcommerce}/s-abc123/stencil/00000000-0000/e/theme-bundle.main.js`) },
    global: { head: inline('var BCData = {"csrf_token":"sandbox","product_attributes":{}};') },
    cookie: { setCookie: cookie('SHOP_SESSION_TOKEN', 'sandbox-token', { httpOnly: true }) },
  },
  wix: {
    asset: { head: script(`//${PLATFORM_CDN.wix}/services/wix-thunderbolt/dist/main.renderer.min.js`) },
    global: { head: inline('window.wixBiSession = { viewerSessionId: "sandbox" };') },
    header: { headers: { 'x-wix-request-id': '1700000000.123456789' } },
    cookie: { setCookie: cookie('svSession', 'sandbox-session') },
    metaGenerator: { head: generator('Wix.com Website Builder') },
  },
  squarespace: {
    asset: { head: script(`//${PLATFORM_CDN.squarespace}/static/vta/5c5a519771c10ba3470d8101/scripts/site-bundle.js`) },
    global: { head: inline('window.Static = { SQUARESPACE_CONTEXT: { website: { id: "sandbox" } } };') },
    header: { headers: { server: 'Squarespace' } },
    cookie: { setCookie: cookie('crumb', 'BSandboxCrumb') },
  },
};

const sendStorefront = (res: Parameters<Handler>[1], title: string, signals: PageSignal[]) => {
  const headers: Record<string, string | string[]> = Object.assign({}, ...signals.map((s) => s.headers ?? {}));
  const cookies = signals.flatMap((s) => (s.setCookie ? [s.setCookie] : []));
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  sendHtml(res, page(title, `<h1>${title}</h1><p>Socks, hats and scarves.</p>`, signals.map((s) => s.head ?? '').join('')), 200, headers);
};

const platformShop: Handler = (req, res) => {
  const path = req.url.pathname;
  if (/\.js$/.test(path)) return sendJs(res, '/* storefront asset */');
  if (path === '/plain') return sendStorefront(res, 'Plain storefront', []);
  const [, platform, kind] = path.split('/');
  const signals = PLATFORM_PAGES[platform];
  if (!signals) return notFound(res, `No platform ${platform}`);
  if (kind === 'all') return sendStorefront(res, `${platform} storefront`, Object.values(signals));
  const signal = signals[kind as PlatformSignalKind];
  return signal ? sendStorefront(res, `${platform} storefront`, [signal]) : notFound(res, `No ${kind} signal for ${platform}`);
};

const platformCdn: Handler = (_req, res) => sendJs(res, '/* platform CDN asset */');

export const platformRoutes: Record<string, Handler> = {
  [PLATFORM_SHOP]: platformShop,
  ...Object.fromEntries(Object.values(PLATFORM_CDN).map((host) => [host, platformCdn])),
};
