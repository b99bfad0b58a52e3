// The catalogue: one affiliate link per behaviour, with the verdict the audit engine must reach.
// Error ids (spec section 8): x.3 network script missing at stage x, x.3.1 script for another
// advertiser ('Non-matched Tag'), x.4 memory cookie missing, x.5 click id missing from the landing
// URL (x = 5 alp, 6 alp-post-consent, 7 alp-post-consent-refresh); 10.1.1 challenge; 10.2.1 Shopify.
// `errors` must all be present; `absentErrors` must all be absent; anything else is not asserted.
import { CMPS } from './cmps';
import { CLICK, PUBLISHER, SHOP } from './hosts';
import { LATE_LOADING_SCENARIOS } from './late-loading';
import { IDS, links } from './networks';
import type { MemoryCookieLocation, NetworkName, SandboxScenario } from './types';

/** How long the slow advertiser of 'slow-page-timeout' holds its answer: longer than any audit's limit. */
export const SLOW_PAGE_STALL_MS = 90_000;

export const MEMORY_COOKIE: Record<Exclude<NetworkName, 'Webgains'>, MemoryCookieLocation> = {
  AWIN: { store: 'cookie', name: `_aw_m_${IDS.awinMid}` },
  Impact: { store: 'cookie', name: `IR_${IDS.impactCampaign}` },
  CJ: { store: 'cookie', name: 'cje' },
  Rakuten: { store: 'cookie', name: 'rmStore' },
  Partnerize: { store: 'localStorage', name: 'partnerizeClickReference' },
  TradeDoubler: { store: 'cookie', name: 'tduid' },
  LinkConnector: { store: 'cookie', name: 'uts_lctid' },
  Admitad: { store: 'cookie', name: '_aid' },
};

const CLICK_ID: Record<NetworkName, string> = {
  AWIN: 'awc',
  Impact: 'irclickid',
  CJ: 'cjevent',
  Rakuten: 'ranSiteID',
  Partnerize: 'clickref',
  TradeDoubler: 'tduid',
  LinkConnector: 'lctid',
  Admitad: 'admitad_uid',
  Webgains: 'wgu',
};

const home = (host: string, pathname = '/') => ({ host, pathname });
const shop = (host: string) => `http://${host}/`;

/** Fills the network-derived fields so each entry below only states what is particular to it. */
function scenario(
  s: Omit<SandboxScenario, 'clickIdParam' | 'memoryCookie'> &
    Partial<Pick<SandboxScenario, 'clickIdParam' | 'memoryCookie'>>,
): SandboxScenario {
  return {
    clickIdParam: CLICK_ID[s.network],
    memoryCookie: s.network === 'Webgains' ? null : MEMORY_COOKIE[s.network],
    ...s,
  };
}

/** CONDITIONAL_ON_CMP: the tag is injected by the CMP's consent callback (nothing at first view). */
function conditional(
  id: string,
  cmp: keyof typeof CMPS,
  network: NetworkName,
  host: string,
  link: SandboxScenario['link'],
  scriptDefined: boolean,
): SandboxScenario {
  return scenario({
    id,
    description: `${CMPS[cmp].autoconsentName} banner; the ${network} tag is injected only after "accept".`,
    network,
    cmp: CMPS[cmp].autoconsentName,
    link,
    landing: home(host),
    expected: {
      memoryCookieStatus: 'CONDITIONAL_ON_CMP',
      auditStatus: 'DONE',
      errors: scriptDefined ? ['5.3', '5.4'] : ['5.4'],
      absentErrors: ['5.5', '6.4', ...(scriptDefined ? ['6.3'] : [])],
      cookiesWereAccepted: true,
    },
  });
}

export const SCENARIOS: SandboxScenario[] = [
  // ------------------------------------------------------------------ IMMEDIATE
  scenario({
    id: 'awin-immediate',
    description: 'No CMP; the AWIN MasterTag stores _aw_m_<mid> at load.',
    network: 'AWIN',
    cmp: null,
    link: (s) => links.awin(s, shop(SHOP.plain)),
    landing: home(SHOP.plain),
    expected: {
      memoryCookieStatus: 'IMMEDIATE',
      auditStatus: 'DONE',
      errors: [],
      absentErrors: ['5.3', '5.4', '5.5'],
      cookiesWereAccepted: false,
    },
  }),
  scenario({
    id: 'impact-immediate-despite-cmp',
    description:
      'OneTrust banner shown, but the Impact UTT tag fires at load regardless of consent.',
    network: 'Impact',
    cmp: CMPS.onetrust.autoconsentName,
    link: (s) => links.impact(s, shop(SHOP.eager)),
    landing: home(SHOP.eager),
    expected: {
      memoryCookieStatus: 'IMMEDIATE',
      auditStatus: 'DONE',
      errors: [],
      absentErrors: ['5.3', '5.4', '5.5', '6.4'],
      cookiesWereAccepted: true,
    },
  }),

  // ------------------------------------------------------------------ CONDITIONAL_ON_CMP (one per CMP)
  conditional(
    'onetrust-awin-conditional',
    'onetrust',
    'AWIN',
    SHOP.onetrust,
    (s) => links.awin(s, shop(SHOP.onetrust)),
    true,
  ),
  conditional(
    'cookiebot-impact-conditional',
    'cookiebot',
    'Impact',
    SHOP.cookiebot,
    (s) => links.impact(s, shop(SHOP.cookiebot)),
    true,
  ),
  conditional(
    'didomi-cj-conditional',
    'didomi',
    'CJ',
    SHOP.didomi,
    (s) => links.cj(s, shop(SHOP.didomi)),
    true,
  ),
  conditional(
    'usercentrics-rakuten-conditional',
    'usercentrics',
    'Rakuten',
    SHOP.usercentrics,
    (s) => links.rakuten(s, shop(SHOP.usercentrics)),
    true,
  ),
  // Partnerize defines no network script, so no x.3 check applies.
  conditional(
    'quantcast-partnerize-conditional',
    'quantcast',
    'Partnerize',
    SHOP.quantcast,
    (s) => links.partnerize(s, shop(SHOP.quantcast)),
    false,
  ),
  scenario({
    id: 'sourcepoint-awin-consent-api',
    description:
      'Sourcepoint banner in an iframe (cdn.privacy-mgmt.test/index.html?message_id=...). The AWIN tag loads at once but ' +
      'AWIN.Tracking.AdvertiserConsent=false holds the cookie until onConsentReady grants it.',
    network: 'AWIN',
    cmp: CMPS.sourcepoint.autoconsentName,
    link: (s) => links.awin(s, shop(SHOP.sourcepoint)),
    landing: home(SHOP.sourcepoint),
    expected: {
      memoryCookieStatus: 'CONDITIONAL_ON_CMP',
      auditStatus: 'DONE',
      errors: ['5.4'],
      absentErrors: ['5.3', '5.5', '6.4'],
      cookiesWereAccepted: true,
    },
  }),
  conditional(
    'cookieyes-cj-conditional',
    'cookieyes',
    'CJ',
    SHOP.cookieyes,
    (s) => links.cj(s, shop(SHOP.cookieyes)),
    true,
  ),
  conditional(
    'complianz-impact-conditional',
    'complianz',
    'Impact',
    SHOP.complianz,
    (s) => links.impact(s, shop(SHOP.complianz)),
    true,
  ),
  conditional(
    'trustarc-rakuten-conditional',
    'trustarc',
    'Rakuten',
    SHOP.trustarc,
    (s) => links.rakuten(s, shop(SHOP.trustarc)),
    true,
  ),

  // ------------------------------------------------------------------ CONDITIONAL_ON_CMP_AND_REFRESH
  scenario({
    id: 'onetrust-awin-refresh-server',
    description:
      'OneTrust; the server renders the AWIN tag only when the request already carries OptanonConsent with C0004:1.',
    network: 'AWIN',
    cmp: CMPS.onetrust.autoconsentName,
    link: (s) => links.awin(s, shop(SHOP.onetrustRefresh)),
    landing: home(SHOP.onetrustRefresh),
    expected: {
      memoryCookieStatus: 'CONDITIONAL_ON_CMP_AND_REFRESH',
      auditStatus: 'DONE',
      errors: ['5.3', '5.4', '6.3', '6.4'],
      absentErrors: ['7.3', '7.4', '5.5'],
      cookiesWereAccepted: true,
    },
  }),
  scenario({
    id: 'cookiebot-impact-refresh-client',
    description:
      'Cookiebot; a page script reads the CookieConsent cookie at load and only then injects the Impact tag.',
    network: 'Impact',
    cmp: CMPS.cookiebot.autoconsentName,
    link: (s) => links.impact(s, shop(SHOP.cookiebotRefresh)),
    landing: home(SHOP.cookiebotRefresh),
    expected: {
      memoryCookieStatus: 'CONDITIONAL_ON_CMP_AND_REFRESH',
      auditStatus: 'DONE',
      errors: ['5.3', '5.4', '6.3', '6.4'],
      absentErrors: ['7.3', '7.4', '5.5'],
      cookiesWereAccepted: true,
    },
  }),

  // ------------------------------------------------------------------ NO_MEMORY_COOKIE
  scenario({
    id: 'awin-no-tag',
    description: 'No CMP and no AWIN tag at all: the click id lands but nothing stores it.',
    network: 'AWIN',
    cmp: null,
    link: (s) => links.awin(s, shop(SHOP.noTag)),
    landing: home(SHOP.noTag),
    expected: {
      memoryCookieStatus: 'NO_MEMORY_COOKIE',
      auditStatus: 'DONE',
      errors: ['5.3', '5.4'],
      absentErrors: ['5.5'],
    },
  }),
  scenario({
    id: 'awin-query-dropped',
    description:
      'The advertiser 301s / to /home without the query string: awc is lost, the tag has nothing to store.',
    network: 'AWIN',
    cmp: null,
    link: (s) => links.awin(s, shop(SHOP.dropQuery)),
    landing: home(SHOP.dropQuery, '/home'),
    expected: {
      memoryCookieStatus: 'NO_MEMORY_COOKIE',
      auditStatus: 'DONE',
      errors: ['5.4', '5.5'],
      absentErrors: ['5.3'],
    },
  }),
  scenario({
    id: 'awin-nonmatched-tag',
    description: `The site loads the AWIN MasterTag of advertiser ${IDS.awinOtherMid}, not ${IDS.awinMid}: Non-matched Tag.`,
    network: 'AWIN',
    cmp: null,
    link: (s) => links.awin(s, shop(SHOP.wrongTag)),
    landing: home(SHOP.wrongTag),
    expected: {
      memoryCookieStatus: 'NO_MEMORY_COOKIE',
      auditStatus: 'DONE',
      errors: ['5.3.1', '5.4'],
      absentErrors: ['5.5'],
    },
  }),
  scenario({
    id: 'didomi-cj-never',
    description: 'Didomi banner; no CJ tag before or after consent.',
    network: 'CJ',
    cmp: CMPS.didomi.autoconsentName,
    link: (s) => links.cj(s, shop(SHOP.didomiNever)),
    landing: home(SHOP.didomiNever),
    expected: {
      memoryCookieStatus: 'NO_MEMORY_COOKIE',
      auditStatus: 'DONE',
      errors: ['5.3', '5.4', '6.3', '6.4'],
      absentErrors: ['5.5'],
      cookiesWereAccepted: true,
    },
  }),
  scenario({
    id: 'linkconnector-no-referrer',
    description:
      'LinkConnector link audited without a referrer: the network redirects without lctid.',
    network: 'LinkConnector',
    cmp: null,
    link: (s) => links.linkconnector(s),
    landing: home(SHOP.linkconnector),
    expected: {
      memoryCookieStatus: 'NO_MEMORY_COOKIE',
      auditStatus: 'DONE',
      errors: ['5.4', '5.5'],
      absentErrors: ['5.3'],
    },
  }),

  // ------------------------------------------------------------------ CLOSED_ADVERTISER
  scenario({
    id: 'awin-closed-programme',
    description:
      'The AWIN click host answers with its "This programme is no longer active" page instead of redirecting.',
    network: 'AWIN',
    cmp: null,
    link: (s) => links.awin(s, shop(SHOP.plain), IDS.awinClosedMid),
    landing: home(CLICK.awin, '/cread.php'),
    clickIdParam: null, // the closed programme issues no click id
    expected: {
      memoryCookieStatus: 'CLOSED_ADVERTISER',
      auditStatus: 'DONE',
      errors: [],
      closedMerchant: true,
    },
  }),

  // ------------------------------------------------------------------ NOT_AUDITED
  scenario({
    id: 'advertiser-403',
    description: 'The landing document is a 403 "Access Denied" from a bot manager.',
    network: 'AWIN',
    cmp: null,
    link: (s) => links.awin(s, shop(SHOP.blocked)),
    landing: home(SHOP.blocked),
    expected: {
      memoryCookieStatus: 'NOT_AUDITED',
      auditStatus: 'FAILED',
      errors: [],
      failureKind: 'http-error',
    },
  }),
  scenario({
    id: 'advertiser-500',
    description: 'The landing document is a 500 Internal Server Error.',
    network: 'Impact',
    cmp: null,
    link: (s) => links.impact(s, shop(SHOP.broken)),
    landing: home(SHOP.broken),
    expected: {
      memoryCookieStatus: 'NOT_AUDITED',
      auditStatus: 'FAILED',
      errors: [],
      failureKind: 'http-error',
    },
  }),
  scenario({
    id: 'dns-failure',
    description:
      'The network redirects to an advertiser domain that no longer resolves (ERR_NAME_NOT_RESOLVED).',
    network: 'AWIN',
    cmp: null,
    link: (s) => links.awin(s, shop(SHOP.expired)),
    landing: null,
    expected: {
      memoryCookieStatus: 'NOT_AUDITED',
      auditStatus: 'FAILED',
      errors: [],
      failureKind: 'dns',
    },
  }),
  scenario({
    id: 'redirect-loop',
    description: 'www <-> apex 301 loop on the advertiser (ERR_TOO_MANY_REDIRECTS).',
    network: 'CJ',
    cmp: null,
    link: (s) => links.cj(s, shop(SHOP.loop)),
    landing: null,
    expected: {
      memoryCookieStatus: 'NOT_AUDITED',
      auditStatus: 'FAILED',
      errors: [],
      failureKind: 'redirect-loop',
    },
  }),
  scenario({
    id: 'slow-page-timeout',
    description:
      'The advertiser answers only after ?delayMs= (90 s here, capped at 120 s): longer than any audit timeout.',
    network: 'AWIN',
    cmp: null,
    link: (s) => links.awin(s, `http://${SHOP.slow}/?delayMs=${SLOW_PAGE_STALL_MS}`),
    landing: null,
    expected: {
      memoryCookieStatus: 'NOT_AUDITED',
      auditStatus: 'FAILED',
      errors: [],
      failureKind: 'timeout',
    },
  }),
  scenario({
    id: 'webgains-unsupported',
    description:
      'Webgains link: the network is unsupported (spec section 9), so the audit must not run.',
    network: 'Webgains',
    cmp: null,
    link: (s) => links.webgains(s, shop(SHOP.webgains)),
    landing: home(SHOP.webgains),
    expected: {
      memoryCookieStatus: 'NOT_AUDITED',
      auditStatus: 'FAILED',
      errors: [],
      failureKind: 'unsupported-network',
    },
  }),

  // ------------------------------------------------------------------ MANUAL_REVIEW
  scenario({
    id: 'recaptcha-challenge',
    description:
      'The advertiser serves a reCAPTCHA check (g-recaptcha div, www.google.com/recaptcha/api.js) instead of the shop.',
    network: 'AWIN',
    cmp: null,
    link: (s) => links.awin(s, shop(SHOP.recaptcha)),
    landing: home(SHOP.recaptcha),
    expected: { memoryCookieStatus: 'MANUAL_REVIEW', auditStatus: 'DONE', errors: ['10.1.1'] },
  }),
  scenario({
    id: 'cloudflare-challenge',
    description:
      'Cloudflare managed challenge: HTTP 403 with cf-mitigated: challenge, "Just a moment..." title and cf-chl markers ' +
      '(a challenge, not a plain 403 block).',
    network: 'Impact',
    cmp: null,
    link: (s) => links.impact(s, shop(SHOP.cloudflare)),
    landing: home(SHOP.cloudflare),
    expected: { memoryCookieStatus: 'MANUAL_REVIEW', auditStatus: 'DONE', errors: ['10.1.1'] },
  }),
  scenario({
    id: 'inferred-s2s',
    description:
      'No AWIN tag; the landing response sets an HttpOnly first-party cookie shop_aff_ref=<awc> (server-side tracking).',
    network: 'AWIN',
    cmp: null,
    link: (s) => links.awin(s, shop(SHOP.s2s)),
    landing: home(SHOP.s2s),
    expected: {
      memoryCookieStatus: 'MANUAL_REVIEW',
      auditStatus: 'DONE',
      errors: ['5.3', '5.4'],
      inferredS2S: true,
    },
  }),

  // ------------------------------------------------------------------ OTHER
  scenario({
    id: 'complianz-cookie-wiped-on-consent',
    description:
      'Complianz banner; AWIN stores _aw_m_ at load, then the site\'s consent callback deletes it on "accept".',
    network: 'AWIN',
    cmp: CMPS.complianz.autoconsentName,
    link: (s) => links.awin(s, shop(SHOP.wipe)),
    landing: home(SHOP.wipe),
    expected: {
      memoryCookieStatus: 'OTHER',
      auditStatus: 'DONE',
      errors: ['6.4'],
      absentErrors: ['5.4', '5.5'],
      cookiesWereAccepted: true,
    },
  }),

  // ------------------------------------------------------------------ redirect mechanics and flags
  scenario({
    id: 'cj-js-redirect-hop',
    description:
      'The advertiser root is a script hop (location.href) to /uk/ keeping the query; the CJ tag fires there.',
    network: 'CJ',
    cmp: null,
    link: (s) => links.cj(s, shop(SHOP.jsRedirect)),
    landing: home(SHOP.jsRedirect, '/uk/'),
    expected: {
      memoryCookieStatus: 'IMMEDIATE',
      auditStatus: 'DONE',
      errors: [],
      absentErrors: ['5.3', '5.4', '5.5'],
    },
  }),
  scenario({
    id: 'partnerize-meta-refresh-hop',
    description:
      'prf.hn answers with a meta-refresh page; the advertiser stores clickref in localStorage at load.',
    network: 'Partnerize',
    cmp: null,
    link: (s) => links.partnerize(s, shop(SHOP.metaRefresh)),
    landing: home(SHOP.metaRefresh),
    expected: {
      memoryCookieStatus: 'IMMEDIATE',
      auditStatus: 'DONE',
      errors: [],
      absentErrors: ['5.4', '5.5'],
    },
  }),
  scenario({
    id: 'rakuten-interstitial',
    description:
      'A region-chooser page loads, then navigates by itself to /gb/ one second after load; the Rakuten tag fires there.',
    network: 'Rakuten',
    cmp: null,
    link: (s) => links.rakuten(s, shop(SHOP.interstitial)),
    landing: home(SHOP.interstitial, '/gb/'),
    expected: {
      memoryCookieStatus: 'IMMEDIATE',
      auditStatus: 'DONE',
      errors: [],
      absentErrors: ['5.4', '5.5'],
      interstitialNavigated: true,
    },
  }),
  scenario({
    id: 'awin-redirect-notice-interstitial',
    description:
      '"You are being redirected" page with a polling progress bar, left by script 3 s after load; the AWIN tag fires on /shop.',
    network: 'AWIN',
    cmp: null,
    link: (s) => links.awin(s, shop(SHOP.redirectNotice)),
    landing: home(SHOP.redirectNotice, '/shop'),
    expected: {
      memoryCookieStatus: 'IMMEDIATE',
      auditStatus: 'DONE',
      errors: [],
      absentErrors: ['5.4', '5.5'],
      interstitialNavigated: true,
    },
  }),
  scenario({
    id: 'awin-click-id-in-fragment',
    description:
      'The advertiser redirects / to /shop#awc=<awc> (a hash router): the click id lands only in the fragment, where the AWIN tag reads it.',
    network: 'AWIN',
    cmp: null,
    link: (s) => links.awin(s, shop(SHOP.fragment)),
    landing: home(SHOP.fragment, '/shop'),
    expected: {
      memoryCookieStatus: 'IMMEDIATE',
      auditStatus: 'DONE',
      errors: [],
      absentErrors: ['5.3', '5.4', '5.5'],
    },
  }),
  scenario({
    id: 'awin-memory-cookie-rejected',
    description:
      "No AWIN tag; the server sets _aw_m_ itself with SameSite=None and no Secure, which Chromium rejects: no memory cookie, and the reason says so.",
    network: 'AWIN',
    cmp: null,
    link: (s) => links.awin(s, shop(SHOP.insecureCookie)),
    landing: home(SHOP.insecureCookie),
    expected: {
      memoryCookieStatus: 'NO_MEMORY_COOKIE',
      auditStatus: 'DONE',
      errors: ['5.3', '5.4'],
      inferredS2S: false,
      failReason: 'SameSite=None without Secure',
    },
  }),
  scenario({
    id: 'impact-shopify-storefront',
    description:
      'Shopify storefront (Shopify global, cdn.shopify.com assets, x-shopid header) with the Impact tag at load.',
    network: 'Impact',
    cmp: null,
    link: (s) => links.impact(s, shop(SHOP.shopify)),
    landing: home(SHOP.shopify),
    expected: {
      memoryCookieStatus: 'IMMEDIATE',
      auditStatus: 'DONE',
      errors: ['10.2.1'],
      absentErrors: ['5.4', '5.5'],
    },
  }),
  scenario({
    id: 'linkconnector-with-referrer',
    description:
      'LinkConnector link audited with the publisher page as referrer: lctid lands and the UTS tag stores uts_lctid.',
    network: 'LinkConnector',
    cmp: null,
    link: (s) => links.linkconnector(s),
    referrer: `http://${PUBLISHER}/`,
    landing: home(SHOP.linkconnector),
    expected: {
      memoryCookieStatus: 'IMMEDIATE',
      auditStatus: 'DONE',
      errors: [],
      absentErrors: ['5.3', '5.4', '5.5'],
    },
  }),
  scenario({
    id: 'awin-truncated-click-id',
    description:
      'A legacy rewrite keeps only the first 20 characters of awc; the tag stores the truncated value.',
    network: 'AWIN',
    cmp: null,
    link: (s) => links.awin(s, shop(SHOP.truncate)),
    landing: home(SHOP.truncate, '/landing'),
    expected: {
      memoryCookieStatus: 'IMMEDIATE',
      auditStatus: 'DONE',
      errors: [],
      absentErrors: ['5.5'],
      aniTruncated: true,
    },
  }),
  scenario({
    id: 'tradedoubler-header-cookie',
    description:
      'TradeDoubler server-side tracking: the landing document sets the tduid cookie by Set-Cookie header.',
    network: 'TradeDoubler',
    cmp: null,
    link: (s) => links.tradedoubler(s, shop(SHOP.tradedoubler)),
    landing: home(SHOP.tradedoubler),
    expected: {
      memoryCookieStatus: 'IMMEDIATE',
      auditStatus: 'DONE',
      errors: [],
      absentErrors: ['5.4', '5.5'],
    },
  }),
  scenario({
    id: 'admitad-header-cookie',
    description:
      'Admitad: the landing document sets _aid=<admitad_uid> by header; the artfut script sets no cookie.',
    network: 'Admitad',
    cmp: null,
    link: (s) => links.admitad(s, shop(SHOP.admitad)),
    landing: home(SHOP.admitad),
    expected: {
      memoryCookieStatus: 'IMMEDIATE',
      auditStatus: 'DONE',
      errors: [],
      absentErrors: ['5.3', '5.4', '5.5'],
    },
  }),
  ...LATE_LOADING_SCENARIOS,
];

export function scenarioById(id: string): SandboxScenario {
  const s = SCENARIOS.find((x) => x.id === id);
  if (!s) throw new Error(`No sandbox scenario ${id}`);
  return s;
}
