// Sites for the engine's second opinions (issue 17 item 4): a shop that only lets residential
// visitors in, a shop whose consent banner is not shown to a headless browser (so Lite and the
// classic run disagree), and shops that publish app association files, well-formed or not.
import { CMPS } from './cmps';
import { page, sendHtml } from './http-util';
import { landingSite } from './landing';
import { tagSrc } from './networks';
import type { Handler } from './types';

export const SECOND_OPINION_HOSTS = {
  /** 403 unless the request came through the fake residential proxy (proxy user 'resi...'). */
  residentialOnly: 'www.resi-only-shop.test',
  /** OneTrust banner and a tag after consent for Chrome; no banner and the tag at load for HeadlessChrome. */
  liteHiddenCmp: 'www.lite-hidden-cmp.test',
  /** Serves both association files. */
  appLinks: 'www.app-links-shop.test',
  /** Serves an oversized assetlinks.json and an HTML page as its Apple file. */
  badAppLinks: 'www.bad-app-links.test',
} as const;

/** Proxy users of the sandbox's fake proxies (any password): data-centre, residential, web unlocker. */
export const SANDBOX_PROXY_USERS = { dataCentre: 'dc', residential: 'resi', unlocker: 'unlocker' } as const;

export const APPLE_ASSOCIATION = { applinks: { details: [{ appIDs: ['ABCDE12345.test.applinks.shop'], components: [{ '/': '/product/*' }] }] } };
export const ANDROID_ASSOCIATION = [
  { relation: ['delegate_permission/common.handle_all_urls'], target: { namespace: 'android_app', package_name: 'test.applinks.shop', sha256_cert_fingerprints: ['14:6D:E9'] } },
];

const awinAtLoad = landingSite({ brand: 'Resi Only Runners', tags: [{ tag: { src: tagSrc.awin() }, when: 'load' }] });
const bannerForChrome = landingSite({
  brand: 'Lite Hidden Linens',
  cmp: CMPS.onetrust,
  tags: [{ tag: { src: tagSrc.awin() }, when: 'after-consent' }],
});
const noBannerForHeadless = landingSite({ brand: 'Lite Hidden Linens', tags: [{ tag: { src: tagSrc.awin() }, when: 'load' }] });
const appLinksLanding = landingSite({ brand: 'App Links Apparel', tags: [{ tag: { src: tagSrc.awin() }, when: 'load' }] });

const sendJson = (res: Parameters<Handler>[1], body: string): void => {
  res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(body);
};

export const secondOpinionRoutes: Record<string, Handler> = {
  [SECOND_OPINION_HOSTS.residentialOnly]: (req, res) => {
    if (req.proxyUser?.startsWith(SANDBOX_PROXY_USERS.residential)) return awinAtLoad(req, res);
    sendHtml(res, page('Access denied', '<h1>Access denied</h1><p>Requests from data centres are not served.</p>'), 403);
  },
  [SECOND_OPINION_HOSTS.liteHiddenCmp]: (req, res) =>
    /HeadlessChrome/.test(req.raw.headers['user-agent'] ?? '') ? noBannerForHeadless(req, res) : bannerForChrome(req, res),
  [SECOND_OPINION_HOSTS.appLinks]: (req, res) => {
    if (req.url.pathname === '/.well-known/apple-app-site-association') return sendJson(res, JSON.stringify(APPLE_ASSOCIATION));
    if (req.url.pathname === '/.well-known/assetlinks.json') return sendJson(res, JSON.stringify(ANDROID_ASSOCIATION));
    return appLinksLanding(req, res);
  },
  [SECOND_OPINION_HOSTS.badAppLinks]: (req, res) => {
    if (req.url.pathname === '/.well-known/apple-app-site-association') return sendHtml(res, page('Not here', '<p>Try the app</p>'));
    if (req.url.pathname === '/.well-known/assetlinks.json') return sendJson(res, `[${'"x",'.repeat(100_000)}"x"]`);
    return appLinksLanding(req, res);
  },
};
