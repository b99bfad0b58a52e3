/** A platform's fingerprint as shipped: the `platform` catalogue item's fields. */
export interface ShippedPlatform {
  id: string;
  name: string;
  vendor: string;
  assetUrlPatterns: string[];
  globals: string[];
  headers: string[];
  cookieNamePatterns: string[];
  metaGeneratorPatterns: string[];
}

/**
 * The platforms the product ships with, from what their storefronts actually serve. Seeded once
 * into the CMS (services/cms seed-platforms); staff edits and deletions there win from then on.
 * Signals are chosen to be the platform's own: a generic `cart` cookie or `sid` would match
 * half the web.
 */
export const SHIPPED_PLATFORMS: readonly ShippedPlatform[] = [
  {
    id: 'shopify',
    name: 'Shopify',
    vendor: 'Shopify',
    assetUrlPatterns: ['^https?://cdn\\.shopify\\.com/', '^https?://[^/]+/cdn/shop/', '^https?://[^/]+/cdn/shopifycloud/', '^https?://[^/?#]+\\.myshopify\\.com/'],
    globals: ['Shopify.shop', 'ShopifyAnalytics'],
    headers: ['x-shopid', 'x-shopify-stage', 'x-sorting-hat-shopid', 'powered-by: ^Shopify'],
    cookieNamePatterns: ['^_shopify_(?:y|s|sa_t|sa_p)$', '^cart_sig$'],
    metaGeneratorPatterns: [],
  },
  {
    id: 'woocommerce',
    name: 'WooCommerce',
    vendor: 'Automattic',
    assetUrlPatterns: ['/wp-content/plugins/woocommerce/'],
    globals: ['woocommerce_params', 'wc_add_to_cart_params', 'wc_cart_fragments_params'],
    headers: [],
    cookieNamePatterns: ['^woocommerce_(?:items_in_cart|cart_hash)$', '^wp_woocommerce_session_'],
    metaGeneratorPatterns: ['^WooCommerce\\b'],
  },
  {
    id: 'magento',
    name: 'Magento / Adobe Commerce',
    vendor: 'Adobe',
    assetUrlPatterns: ['/static/(?:version\\d+/)?frontend/', '/skin/frontend/', '/js/mage/'],
    globals: ['Mage', 'VarienForm'],
    headers: ['x-magento-tags', 'x-magento-cache-debug', 'x-magento-cache-control'],
    cookieNamePatterns: ['^mage-cache-(?:sessid|storage)$', '^mage-messages$', '^X-Magento-Vary$'],
    metaGeneratorPatterns: ['^Magento\\b'],
  },
  {
    id: 'salesforce-commerce-cloud',
    name: 'Salesforce Commerce Cloud',
    vendor: 'Salesforce',
    assetUrlPatterns: ['/on/demandware\\.static/', '^https?://[^/]*demandware\\.(?:net|edgesuite\\.net)/'],
    globals: ['dw.ac'],
    headers: ['x-dw-request-base-id'],
    cookieNamePatterns: ['^dwsid$', '^dwanonymous_[0-9a-f]+$', '^dwac_'],
    metaGeneratorPatterns: [],
  },
  {
    id: 'bigcommerce',
    name: 'BigCommerce',
    vendor: 'BigCommerce',
    assetUrlPatterns: ['^https?://cdn\\d*\\.bigcommerce\\.com/'],
    globals: ['BCData', 'stencilBootstrap'],
    headers: [],
    cookieNamePatterns: ['^SHOP_SESSION_TOKEN$', '^fornax_anonymousId$'],
    metaGeneratorPatterns: [],
  },
  {
    id: 'wix',
    name: 'Wix',
    vendor: 'Wix.com',
    assetUrlPatterns: ['^https?://static\\.(?:parastorage|wixstatic)\\.com/'],
    globals: ['wixBiSession', 'wixEmbedsAPI'],
    headers: ['x-wix-request-id', 'server: ^Pepyaka'],
    cookieNamePatterns: ['^svSession$', '^_wixAB3'],
    metaGeneratorPatterns: ['^Wix\\.com Website Builder'],
  },
  {
    id: 'squarespace',
    name: 'Squarespace',
    vendor: 'Squarespace',
    assetUrlPatterns: ['^https?://(?:static1|assets|images)\\.squarespace(?:-cdn)?\\.com/'],
    globals: ['Static.SQUARESPACE_CONTEXT', 'Squarespace'],
    headers: ['server: ^Squarespace'],
    cookieNamePatterns: ['^ss_cv[rt]$', '^crumb$'],
    metaGeneratorPatterns: [],
  },
];
