// Every host name the sandbox answers for, in one place. Names are shaped like the real networks'
// hosts (with a .test TLD) so host-based network detection in the engine behaves as in production;
// tldts treats `.test` as a one-label public suffix, so `www.shop-x.test` has domain `shop-x.test`.

/** Network click hosts (what a publisher link points at). */
export const CLICK = {
  awin: 'www.awin1.test',
  impact: 'sandbox-impact.sjv.test',
  cj: 'www.anrdoezrs.test',
  cjAlt: 'www.dpbolvw.test',
  rakuten: 'click.linksynergy.test',
  partnerize: 'prf.hn.test',
  tradedoubler: 'clk.tradedoubler.test',
  linkconnector: 'www.linkconnector.test',
  admitad: 'ad.admitad.test',
  webgains: 'track.webgains.test',
} as const;

/** Network tag hosts (scripts the advertiser embeds). */
export const TAG = {
  awin: 'www.dwin1.test',
  impact: 'utt.impactcdn.test',
  cj: 'www.mczbf.test',
  rakuten: 'tag.rmp.rakuten.test',
  linkconnector: 'www.linkconnector.test',
  admitad: 'www.artfut.test',
} as const;

/** CMP script hosts (the vendor's CDN). */
export const CMP_HOST = {
  onetrust: 'cdn.cookielaw.test',
  cookiebot: 'consent.cookiebot.test',
  didomi: 'sdk.privacy-center.test',
  usercentrics: 'app.usercentrics.test',
  quantcast: 'cmp.inmobi.test',
  sourcepoint: 'cdn.privacy-mgmt.test',
  cookieyes: 'cdn-cookieyes.test',
  trustarc: 'consent.trustarc.test',
} as const;

/** Third parties that challenge and storefront pages load; real names, mapped to the sandbox too. */
export const THIRD_PARTY = {
  recaptcha: 'www.google.com',
  shopifyCdn: 'cdn.shopify.com',
} as const;

/** Advertiser sites, one per behaviour so a scenario's result never depends on another's cookies. */
export const SHOP = {
  plain: 'www.shop-plain.test',
  eager: 'www.shop-eager.test',
  onetrust: 'www.shop-onetrust.test',
  cookiebot: 'www.shop-cookiebot.test',
  didomi: 'www.shop-didomi.test',
  usercentrics: 'www.shop-usercentrics.test',
  quantcast: 'www.shop-quantcast.test',
  sourcepoint: 'www.shop-sourcepoint.test',
  cookieyes: 'www.shop-cookieyes.test',
  complianz: 'www.shop-complianz.test',
  trustarc: 'www.shop-trustarc.test',
  onetrustRefresh: 'www.shop-onetrust-refresh.test',
  cookiebotRefresh: 'www.shop-cookiebot-refresh.test',
  noTag: 'www.shop-notag.test',
  dropQuery: 'www.shop-dropquery.test',
  wrongTag: 'www.shop-wrongtag.test',
  didomiNever: 'www.shop-didomi-never.test',
  wipe: 'www.shop-wipe.test',
  blocked: 'www.shop-blocked.test',
  broken: 'www.shop-broken.test',
  loop: 'www.shop-loop.test',
  loopApex: 'shop-loop.test',
  slow: 'www.shop-slow.test',
  recaptcha: 'www.shop-recaptcha.test',
  cloudflare: 'www.shop-cloudflare.test',
  s2s: 'www.shop-s2s.test',
  jsRedirect: 'www.shop-jsredirect.test',
  metaRefresh: 'www.shop-metarefresh.test',
  interstitial: 'www.shop-interstitial.test',
  redirectNotice: 'www.shop-redirect-notice.test',
  fragment: 'www.shop-fragment.test',
  insecureCookie: 'www.shop-insecure-cookie.test',
  shopify: 'www.shop-shopify.test',
  linkconnector: 'www.shop-linkconnector.test',
  truncate: 'www.shop-truncate.test',
  tradedoubler: 'www.shop-tradedoubler.test',
  admitad: 'www.shop-admitad.test',
  webgains: 'www.shop-webgains.test',
  /** Resolves nowhere: the resolver rules answer NXDOMAIN for it. */
  expired: 'www.shop-expired.nxdomain.test',
} as const;

/** Publisher site used as the referrer of LinkConnector clicks. */
export const PUBLISHER = 'www.deals-blog.test';

/** Suffix the resolver rules send to ~NOTFOUND (DNS failure scenarios). */
export const NXDOMAIN_SUFFIX = 'nxdomain.test';
