// Advertiser sites, one host per behaviour (see hosts.ts). Each entry is what the engine meets
// after the network's redirect; scenarios.ts says which verdict each one must produce.
import { CMPS } from './cmps';
import { SHOP } from './hosts';
import { cookie, page, redirect, sendHtml } from './http-util';
import { landingSite, sendLanding, type LandingOptions, type TagUse } from './landing';
import { IDS, PARTNERIZE_SNIPPET, tagSrc } from './networks';
import { challengeSites, shopifyLanding } from './special-pages';
import type { Handler } from './types';

const awinAtLoad: TagUse = { tag: { src: tagSrc.awin() }, when: 'load' };
const impactAtLoad: TagUse = { tag: { src: tagSrc.impact() }, when: 'load' };
const cjAtLoad: TagUse = { tag: { src: tagSrc.cj() }, when: 'load' };
const rakutenAtLoad: TagUse = { tag: { src: tagSrc.rakuten() }, when: 'load' };

/** Longest the slow site will stall, whatever the query asks (keeps a stuck test bounded). */
export const MAX_DELAY_MS = 120_000;

/** Site that stalls `delayMs` (query) before answering: models an advertiser slower than any audit timeout. */
function slowSite(opts: LandingOptions, defaultDelayMs: number): Handler {
  return async (req, res) => {
    const asked = Number(req.url.searchParams.get('delayMs') ?? defaultDelayMs);
    const delay = Math.max(
      0,
      Math.min(Number.isFinite(asked) ? asked : defaultDelayMs, MAX_DELAY_MS),
    );
    await new Promise<void>((resolve) => {
      const t = setTimeout(resolve, delay);
      // Stop waiting when the browser gives up or the sandbox closes its connections.
      res.once('close', () => {
        clearTimeout(t);
        resolve();
      });
    });
    if (!res.writableEnded && !res.destroyed) sendLanding(req, res, opts);
  };
}

export const advertiserRoutes: Record<string, Handler> = {
  // --- IMMEDIATE
  [SHOP.plain]: landingSite({ brand: 'Plain Goods', tags: [awinAtLoad] }),
  [SHOP.eager]: landingSite({ brand: 'Eager Outdoors', cmp: CMPS.onetrust, tags: [impactAtLoad] }),

  // --- CONDITIONAL_ON_CMP: one site per CMP, tag released by the CMP's consent callback
  [SHOP.onetrust]: landingSite({
    brand: 'OneTrust Outfitters',
    cmp: CMPS.onetrust,
    tags: [{ tag: { src: tagSrc.awin() }, when: 'after-consent' }],
  }),
  [SHOP.cookiebot]: landingSite({
    brand: 'Cookiebot Kitchen',
    cmp: CMPS.cookiebot,
    tags: [{ tag: { src: tagSrc.impact() }, when: 'after-consent' }],
  }),
  [SHOP.didomi]: landingSite({
    brand: 'Didomi Decor',
    cmp: CMPS.didomi,
    tags: [{ tag: { src: tagSrc.cj() }, when: 'after-consent' }],
  }),
  [SHOP.usercentrics]: landingSite({
    brand: 'Usercentrics Umbrellas',
    cmp: CMPS.usercentrics,
    tags: [{ tag: { src: tagSrc.rakuten() }, when: 'after-consent' }],
  }),
  [SHOP.quantcast]: landingSite({
    brand: 'Quantcast Quilts',
    cmp: CMPS.quantcast,
    tags: [{ tag: { inline: PARTNERIZE_SNIPPET }, when: 'after-consent' }],
  }),
  [SHOP.sourcepoint]: landingSite({
    brand: 'Sourcepoint Sports',
    cmp: CMPS.sourcepoint,
    tags: [{ tag: { src: tagSrc.awin() }, when: 'consent-api' }],
  }),
  [SHOP.cookieyes]: landingSite({
    brand: 'CookieYes Candles',
    cmp: CMPS.cookieyes,
    tags: [{ tag: { src: tagSrc.cj() }, when: 'after-consent' }],
  }),
  [SHOP.complianz]: landingSite({
    brand: 'Complianz Crafts',
    cmp: CMPS.complianz,
    tags: [{ tag: { src: tagSrc.impact() }, when: 'after-consent' }],
  }),
  [SHOP.trustarc]: landingSite({
    brand: 'TrustArc Travel',
    cmp: CMPS.trustarc,
    tags: [{ tag: { src: tagSrc.rakuten() }, when: 'after-consent' }],
  }),

  // --- CONDITIONAL_ON_CMP_AND_REFRESH: tag only on a page view that starts with consent stored
  [SHOP.onetrustRefresh]: landingSite({
    brand: 'OneTrust Refresh Co',
    cmp: CMPS.onetrust,
    tags: [{ tag: { src: tagSrc.awin() }, when: 'next-view' }],
    nextViewCheck: 'server',
  }),
  [SHOP.cookiebotRefresh]: landingSite({
    brand: 'Cookiebot Refresh Co',
    cmp: CMPS.cookiebot,
    tags: [{ tag: { src: tagSrc.impact() }, when: 'next-view' }],
    nextViewCheck: 'client',
  }),

  // --- NO_MEMORY_COOKIE
  [SHOP.noTag]: landingSite({ brand: 'No Tag Nursery' }),
  [SHOP.dropQuery]: (req, res) =>
    // The advertiser's canonical redirect forgets the query string: the click id never lands.
    req.url.pathname === '/'
      ? redirect(res, '/home', 301)
      : landingSite({ brand: 'Drop Query Depot', tags: [awinAtLoad] })(req, res),
  [SHOP.wrongTag]: landingSite({
    brand: 'Wrong Tag Warehouse',
    tags: [{ tag: { src: tagSrc.awin(IDS.awinOtherMid) }, when: 'load' }],
  }),
  [SHOP.didomiNever]: landingSite({ brand: 'Didomi Never', cmp: CMPS.didomi }),

  // --- OTHER: memory cookie set at load, then deleted by the site's consent callback
  [SHOP.wipe]: landingSite({
    brand: 'Wipe Wares',
    cmp: CMPS.complianz,
    tags: [awinAtLoad],
    wipeOnConsent: [`_aw_m_${IDS.awinMid}`],
  }),

  // --- NOT_AUDITED
  [SHOP.blocked]: (_req, res) =>
    sendHtml(
      res,
      page(
        'Access Denied',
        `<h1>Access Denied</h1><p>You don't have permission to access "http://${SHOP.blocked}/" on this server.</p><p>Reference #18.5f3c1002.1700000000.2a1b3c4d</p>`,
      ),
      403,
      { server: 'AkamaiGHost' },
    ),
  [SHOP.broken]: (_req, res) =>
    sendHtml(res, page('500 Internal Server Error', '<h1>Internal Server Error</h1>'), 500),
  // www <-> apex bounce, the classic misconfiguration; Chromium stops after 20 redirects.
  [SHOP.loop]: (req, res) =>
    redirect(res, `http://${SHOP.loopApex}${req.url.pathname}${req.url.search}`, 301),
  [SHOP.loopApex]: (req, res) =>
    redirect(res, `http://${SHOP.loop}${req.url.pathname}${req.url.search}`, 301),
  [SHOP.slow]: slowSite({ brand: 'Slow Sloth Store', tags: [awinAtLoad] }, 30_000),

  // --- MANUAL_REVIEW
  ...challengeSites,
  [SHOP.s2s]: landingSite({
    brand: 'Server Side Shoes',
    // Server-side tracking: the click id kept in a first-party cookie the network does not define.
    setCookies: (req) => {
      const awc = req.url.searchParams.get('awc');
      return awc ? [cookie('shop_aff_ref', awc, { maxAgeDays: 30, httpOnly: true })] : [];
    },
  }),

  // --- redirect mechanics and other flags
  [SHOP.jsRedirect]: (req, res) => {
    if (req.url.pathname === '/') {
      // Geo router: a script hop before the real landing page.
      return sendHtml(
        res,
        page(
          'Redirecting',
          '<p>Taking you to our UK store...</p>',
          `<script>location.href = '/uk/' + location.search;</script>`,
        ),
      );
    }
    landingSite({ brand: 'JS Redirect Jeans', tags: [cjAtLoad] })(req, res);
  },
  [SHOP.metaRefresh]: landingSite({
    brand: 'Meta Refresh Mugs',
    tags: [{ tag: { inline: PARTNERIZE_SNIPPET }, when: 'load' }],
  }),
  [SHOP.interstitial]: (req, res) => {
    if (req.url.pathname === '/') {
      // A real page (region chooser) that moves on by itself a second after it has loaded.
      return sendHtml(
        res,
        page(
          'Interstitial Interiors | Choose your region',
          `<h1>Interstitial Interiors</h1><p>Choose your region: <a href="/gb/">United Kingdom</a> <a href="/us/">United States</a></p><p>Taking you to the UK store...</p>`,
          `<script>window.addEventListener('load', function () { setTimeout(function () { location.assign('/gb/' + location.search); }, 1000); });</script>`,
        ),
      );
    }
    landingSite({ brand: 'Interstitial Interiors', tags: [rakutenAtLoad] })(req, res);
  },
  [SHOP.redirectNotice]: (req, res) => {
    if (req.url.pathname === '/') {
      // "You are being redirected": shown with a progress bar that polls the server, then left by
      // script 3 s after load (past INTERSTITIAL_SHOWN_MS even when a busy machine delivers the load late). The polling keeps the network busy, so the page load itself
      // follows it (no quiet window in between): the hop's dwell is what shows it was read.
      return sendHtml(
        res,
        page(
          'You are being redirected',
          `<h1>You are being redirected to Notice Nook</h1><progress></progress>`,
          `<script>setInterval(function () { fetch('/progress?t=' + Date.now()); }, 100);` +
            `window.addEventListener('load', function () { setTimeout(function () { location.replace('/shop' + location.search); }, 3000); });</script>`,
        ),
      );
    }
    if (req.url.pathname === '/progress') return sendHtml(res, '');
    landingSite({ brand: 'Notice Nook', tags: [awinAtLoad] })(req, res);
  },
  // A hash router: the click id moves from the query into the fragment, where the tag reads it.
  [SHOP.fragment]: (req, res) =>
    req.url.pathname === '/'
      ? redirect(res, `/shop#awc=${encodeURIComponent(req.url.searchParams.get('awc') ?? '')}`, 302)
      : landingSite({ brand: 'Fragment Fabrics', tags: [awinAtLoad] })(req, res),
  // The server sets AWIN's memory cookie itself, SameSite=None without Secure: Chromium drops it.
  [SHOP.insecureCookie]: landingSite({
    brand: 'Insecure Cookie Candles',
    setCookies: (req) => {
      const awc = req.url.searchParams.get('awc');
      return awc ? [`_aw_m_${IDS.awinMid}=${awc}; Path=/; Max-Age=2592000; SameSite=None`] : [];
    },
  }),
  [SHOP.shopify]: shopifyLanding({ brand: 'Shopify Socks', tags: [impactAtLoad] }),
  [SHOP.linkconnector]: landingSite({
    brand: 'LinkConnector Lamps',
    tags: [{ tag: { src: tagSrc.linkconnector() }, when: 'load' }],
  }),
  [SHOP.truncate]: (req, res) => {
    const awc = req.url.searchParams.get('awc');
    if (req.url.pathname === '/' && awc) {
      // A legacy URL rewrite keeps only the first 20 characters of the parameter.
      return redirect(res, `/landing?awc=${encodeURIComponent(awc.slice(0, 20))}`, 301);
    }
    landingSite({ brand: 'Truncate Toys', tags: [awinAtLoad] })(req, res);
  },
  [SHOP.tradedoubler]: landingSite({
    brand: 'TradeDoubler Tools',
    // Server-side tracking with the network's own cookie name: set by the landing document's headers.
    setCookies: (req) => {
      const tduid = req.url.searchParams.get('tduid');
      return tduid ? [cookie('tduid', tduid, { maxAgeDays: 365 })] : [];
    },
  }),
  [SHOP.admitad]: landingSite({
    brand: 'Admitad Apparel',
    tags: [{ tag: { src: tagSrc.admitad() }, when: 'load' }],
    setCookies: (req) => {
      const uid = req.url.searchParams.get('admitad_uid');
      return uid
        ? [
            cookie('_aid', uid, { maxAgeDays: 90 }),
            cookie('_admitad_source', 'admitad', { maxAgeDays: 90 }),
          ]
        : [];
    },
  }),
  [SHOP.webgains]: landingSite({ brand: 'Webgains Wool' }),
};
