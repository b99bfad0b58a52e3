// Fictional affiliate networks shaped like the real ones (see shared notes): click hosts that
// redirect to the advertiser with the network's click id, and the tags advertisers embed that
// store it as the network's memory cookie. Click ids are random per click, like the real ones.
import { CLICK, SHOP, TAG } from './hosts';
import { script } from './client-js';
import {
  base62,
  cookie,
  hex,
  page,
  redirect,
  sendHtml,
  sendJs,
  sendPixel,
  notFound,
  withParams,
  escapeHtml,
} from './http-util';
import type { Handler, Sandbox } from './types';

type UrlMaker = Pick<Sandbox, 'url'>;

/** Ids the catalogue uses; one place so links and tags agree. */
export const IDS = {
  awinMid: '12345',
  /** AWIN programme that is closed: the click host shows its closed-programme page. */
  awinClosedMid: '55555',
  /** Another AWIN advertiser: its MasterTag on the wrong site is a 'Non-matched Tag'. */
  awinOtherMid: '99999',
  awinAffId: '998877',
  impactCampaign: '9012',
  /** UTT tag uuid -> Impact campaign id (the real UTT file name does not carry the campaign). */
  impactTagUuid: '5a1e0c3b-7d2f-4e11-9a6b-0c8d9e2f1a34',
  cjPid: '7654321',
  cjAdId: '13579',
  cjTagId: '49021',
  rakutenSiteId: 'TnL5HPStwNw',
  rakutenMid: '43691',
  rakutenTagId: '4242',
  partnerizeCamref: '1100l3sBx',
  tdProgram: '310409',
  tdAffiliate: '2989410',
  lcCampaign: '007949096384005010',
  lcCgid: '900511',
  admitadHash: '8f4e2a1c9b',
  webgainsCampaign: '1447951',
  webgainsProgram: '272415',
} as const;

const enc = encodeURIComponent;

/** Publisher links, one builder per network, mirroring the real URL shapes. */
export const links = {
  awin: (s: UrlMaker, ued: string, mid: string = IDS.awinMid) =>
    s.url(
      CLICK.awin,
      `/cread.php?awinmid=${mid}&awinaffid=${IDS.awinAffId}&clickref=sbx&ued=${enc(ued)}`,
    ),
  impact: (s: UrlMaker, u: string) =>
    s.url(CLICK.impact, `/c/4455667/778899/${IDS.impactCampaign}?subId1=sbx&u=${enc(u)}`),
  cj: (s: UrlMaker, url: string) =>
    s.url(CLICK.cj, `/click-${IDS.cjPid}-${IDS.cjAdId}?sid=sbx&url=${enc(url)}`),
  rakuten: (s: UrlMaker, murl: string) =>
    s.url(
      CLICK.rakuten,
      `/deeplink?id=${IDS.rakutenSiteId}&mid=${IDS.rakutenMid}&u1=sbx&murl=${enc(murl)}`,
    ),
  partnerize: (s: UrlMaker, destination: string) =>
    s.url(
      CLICK.partnerize,
      `/click/camref:${IDS.partnerizeCamref}/pubref:sbx/destination:${enc(destination)}`,
    ),
  tradedoubler: (s: UrlMaker, url: string) =>
    s.url(
      CLICK.tradedoubler,
      `/click?p=${IDS.tdProgram}&a=${IDS.tdAffiliate}&g=24155860&epi=sbx&url=${enc(url)}`,
    ),
  /** LinkConnector links carry no destination: the campaign (lc) decides it on the network side. */
  linkconnector: (s: UrlMaker) =>
    s.url(CLICK.linkconnector, `/ta.php?lc=${IDS.lcCampaign}&atid=homepage&lcpt=0&lcpf=3`),
  admitad: (s: UrlMaker, ulp: string) =>
    s.url(CLICK.admitad, `/g/${IDS.admitadHash}/?i=5&subid=sbx&ulp=${enc(ulp)}`),
  webgains: (s: UrlMaker, target: string) =>
    s.url(
      CLICK.webgains,
      `/click.html?wgcampaignid=${IDS.webgainsCampaign}&wgprogramid=${IDS.webgainsProgram}&clickref=sbx&wgtarget=${enc(target)}`,
    ),
};

/** Tag script URLs as an advertiser would paste them. Protocol-relative, like most tag snippets. */
export const tagSrc = {
  awin: (mid: string = IDS.awinMid) => `//${TAG.awin}/${mid}.js`,
  impact: () => `//${TAG.impact}/A-${IDS.impactTagUuid}.js`,
  cj: () => `//${TAG.cj}/tags/${IDS.cjTagId}/tag.js`,
  rakuten: () => `//${TAG.rakuten}/${IDS.rakutenTagId}.ct.js`,
  linkconnector: () => `//${TAG.linkconnector}/uts/uts_tm.php?cgid=${IDS.lcCgid}`,
  admitad: () => `//${TAG.admitad}/static/tracking.min.js`,
};

/** Partnerize has no network tag: advertisers store the clickref through a tag-manager template. */
export const PARTNERIZE_SNIPPET = script(`
  var ref = __param('clickref');
  if (ref) { try { localStorage.setItem('partnerizeClickReference', ref); } catch (e) {} }
`);

// ---------------------------------------------------------------- click hosts

/** Where each LinkConnector campaign sends its clicks (set on the network side, not in the link). */
const LC_DESTINATIONS: Record<string, string> = {
  [IDS.lcCampaign]: `http://${SHOP.linkconnector}/`,
};

const awinClick: Handler = (req, res) => {
  const q = req.url.searchParams;
  if (req.url.pathname !== '/cread.php' && req.url.pathname !== '/awclick.php')
    return notFound(res);
  const mid = q.get('awinmid') ?? q.get('mid') ?? '';
  const ued = q.get('ued') ?? q.get('p');
  if (mid === IDS.awinClosedMid) {
    // AWIN answers clicks on a closed programme with its own page instead of a redirect.
    return sendHtml(
      res,
      page(
        'Awin | Programme no longer active',
        `<h1>Sorry, this link is no longer working</h1><p>This programme is no longer active on Awin.</p>` +
          `<p>The advertiser (ID ${escapeHtml(mid)}) has closed its affiliate programme.</p>`,
      ),
    );
  }
  if (!ued) return sendHtml(res, page('Awin', '<p>Missing destination</p>'), 400);
  const awc = `${mid}_${Math.floor(Date.now() / 1000)}_${hex(16)}`;
  // The click host keeps its own record of the click in a cookie on awin1.
  redirect(res, withParams(ued, { awc }), 302, [
    cookie(`aw${mid}`, `${q.get('awinaffid') ?? ''}|0|0|${Date.now()}|0`, { maxAgeDays: 30 }),
  ]);
};

const impactClick: Handler = (req, res) => {
  // Two hops, like Impact's vanity domains: /c/... records the click, /c/.../r sends the visitor on.
  const m = /^\/c\/(\d+)\/(\d+)\/(\d+)(\/r)?$/.exec(req.url.pathname);
  const u = req.url.searchParams.get('u');
  if (!m || !u) return notFound(res);
  if (!m[4]) {
    const clickId = base62(22);
    const next = new URL(req.url.toString());
    next.pathname += '/r';
    next.searchParams.set('_clk', clickId);
    return redirect(res, next.pathname + next.search, 302, [
      cookie(`IR_clk_${m[3]}`, clickId, { maxAgeDays: 30 }),
    ]);
  }
  const clickId = req.url.searchParams.get('_clk') ?? base62(22);
  redirect(res, withParams(u, { irclickid: clickId, irgwc: '1', utm_source: 'impact' }));
};

const cjClick: Handler = (req, res) => {
  const url = req.url.searchParams.get('url');
  if (!req.url.pathname.startsWith('/click-') || !url) return notFound(res);
  redirect(res, withParams(url, { cjevent: hex(16) }));
};

const rakutenClick: Handler = (req, res) => {
  const q = req.url.searchParams;
  const murl = q.get('murl');
  if (req.url.pathname !== '/deeplink' || !murl) return notFound(res);
  const id = q.get('id') ?? '';
  const mid = q.get('mid') ?? '';
  const siteId = `${id}-${base62(22)}`;
  redirect(res, withParams(murl, { ranMID: mid, ranEAID: id, ranSiteID: siteId }), 302, [
    cookie(`lsclick_mid${mid}`, `"${new Date().toISOString()}|${siteId}"`, { maxAgeDays: 30 }),
  ]);
};

const partnerizeClick: Handler = (req, res) => {
  // Path parameters: /click/camref:X/pubref:Y/destination:<encoded url>. Partnerize moves the
  // visitor on with a meta refresh page here (covers the meta-refresh hop).
  const m = /\/destination:(.+)$/.exec(req.url.pathname);
  if (!req.url.pathname.startsWith('/click/') || !m) return notFound(res);
  const dest = withParams(decodeURIComponent(m[1]), { clickref: `1100l${base62(18)}` });
  sendHtml(
    res,
    page(
      'Redirecting...',
      '<p>Redirecting...</p>',
      `<meta http-equiv="refresh" content="0;url=${escapeHtml(dest)}">`,
    ),
    200,
    { 'set-cookie': cookie('prf_ref', hex(8), { maxAgeDays: 30 }) },
  );
};

const tradedoublerClick: Handler = (req, res) => {
  const url = req.url.searchParams.get('url');
  if (req.url.pathname !== '/click' || !url) return notFound(res);
  redirect(res, withParams(url, { tduid: hex(16) }));
};

const linkconnectorHost: Handler = (req, res) => {
  const p = req.url.pathname;
  if (p === '/ta.php') {
    const dest = LC_DESTINATIONS[req.url.searchParams.get('lc') ?? ''];
    if (!dest) return notFound(res, 'Unknown LinkConnector campaign');
    // LinkConnector credits only referred clicks: without a Referer the visitor still reaches the
    // advertiser, but with no click id (the product's referrer warning).
    if (!req.referer) return redirect(res, dest);
    return redirect(res, withParams(dest, { lctid: hex(12), usource: 'lc' }));
  }
  if (p === '/uts/uts_tm.php')
    return sendJs(res, linkconnectorTag(req.url.searchParams.get('cgid') ?? '0'));
  if (p === '/js/uts_landing.php') return sendPixel(res);
  notFound(res);
};

const admitadClick: Handler = (req, res) => {
  const ulp = req.url.searchParams.get('ulp');
  if (!req.url.pathname.startsWith('/g/') || !ulp) return notFound(res);
  redirect(
    res,
    withParams(ulp, { admitad_uid: hex(16), utm_source: 'admitad', tagtag_uid: hex(16) }),
  );
};

const webgainsClick: Handler = (req, res) => {
  const target = req.url.searchParams.get('wgtarget');
  if (req.url.pathname !== '/click.html' || !target) return notFound(res);
  const wgu = `${IDS.webgainsCampaign}_${IDS.webgainsProgram}_${hex(10)}`;
  redirect(
    res,
    withParams(target, { wgu, wgexpiry: String(Math.floor(Date.now() / 1000) + 30 * 86400) }),
  );
};

// ---------------------------------------------------------------- tags

/** AWIN MasterTag: stores awc as _aw_m_<mid>, unless the advertiser withheld consent via its API. */
/** `storeAfterMs`: the tag stores its cookie from a timer, as some real tags do (issue 17). */
function awinTag(mid: string, storeAfterMs = 0): string {
  return script(`
  var mid = ${JSON.stringify(mid)};
  var AWIN = window.AWIN = window.AWIN || {};
  AWIN.Tracking = AWIN.Tracking || {};
  function store() {
    var awc = __param('awc');
    // A MasterTag only records clicks of its own programme (awc starts with the advertiser id).
    if (!awc || awc.split('_')[0] !== mid) return;
    __setCookie('_aw_m_' + mid, awc, 30);
  }
  AWIN.Tracking.Consent = {
    setAdvertiserConsentStatus: function (granted) {
      AWIN.Tracking.AdvertiserConsent = !!granted;
      if (granted) store();
    }
  };
  if (AWIN.Tracking.AdvertiserConsent !== false) ${storeAfterMs > 0 ? `setTimeout(store, ${storeAfterMs})` : 'store()'};
  `);
}

function impactTag(campaignId: string, uuid: string): string {
  return script(`
  window.ire_o = 'ire';
  window.ire = window.ire || function () { (window.ire.a = window.ire.a || []).push(arguments); };
  __setCookie('IR_gbd', __topDomain(), 365);
  __setCookie('IR_PI', ${JSON.stringify(uuid)} + '%7C' + Date.now(), 365);
  var clickId = __param('irclickid');
  if (clickId) {
    var now = Date.now();
    __setCookie('IR_' + ${JSON.stringify(campaignId)}, now + '%7C-1%7C' + now + '%7C' + clickId + '%7C', 30);
  }
  `);
}

const CJ_TAG = script(`
  var ev = __param('cjevent');
  if (ev) {
    __setCookie('cje', ev, 395);
    try { localStorage.setItem('cjevent', ev); } catch (e) {}
  }
`);

const RAKUTEN_TAG = script(`
  var site = __param('ranSiteID');
  if (site) {
    var d = new Date();
    var ald = d.toISOString().slice(0, 10).replace(/-/g, '') + '_' + ('0' + d.getHours()).slice(-2) + ('0' + d.getMinutes()).slice(-2);
    __setCookie('rmStore', 'ald:' + ald + '|atrv:' + site + '|amid:' + (__param('ranMID') || ''), 730);
  }
`);

function linkconnectorTag(cgid: string): string {
  return script(`
  var lctid = __param('lctid');
  if (lctid) {
    __setCookie('uts_lctid', lctid, 30);
    __setCookie('usource', __param('usource') || 'lc', 30);
    __setCookie('LCUTS_UID_' + ${JSON.stringify(cgid)}, lctid, 30);
    new Image().src = '//${TAG.linkconnector}/js/uts_landing.php?cgid=${cgid}&lctid=' + encodeURIComponent(lctid);
  }
  `);
}

/** Admitad's order tracking library: sets no cookie (Admitad advertisers store admitad_uid server-side). */
const ADMITAD_TAG = script(`
  window.ADMITAD = window.ADMITAD || {};
  ADMITAD.Invoice = ADMITAD.Invoice || { broker: 'adm', category: '1', referencesOrder: [] };
`);

const awinTagHost: Handler = (req, res) => {
  const m = /^\/(\d+)\.js$/.exec(req.url.pathname);
  if (!m) return notFound(res);
  const storeAfterMs = Math.min(Number(req.url.searchParams.get('storeAfterMs')) || 0, 10_000);
  sendJs(res, awinTag(m[1], storeAfterMs));
};

const impactTagHost: Handler = (req, res) => {
  const m = /^\/A-([0-9a-f-]{36})\.js$/.exec(req.url.pathname);
  if (!m || m[1] !== IDS.impactTagUuid) return notFound(res);
  sendJs(res, impactTag(IDS.impactCampaign, m[1]));
};

const cjTagHost: Handler = (req, res) =>
  /^\/tags\/\d+\/tag\.js$/.test(req.url.pathname) ? sendJs(res, CJ_TAG) : notFound(res);
const rakutenTagHost: Handler = (req, res) =>
  /^\/\d+\.ct\.js$/.test(req.url.pathname) ? sendJs(res, RAKUTEN_TAG) : notFound(res);
const admitadTagHost: Handler = (req, res) =>
  req.url.pathname === '/static/tracking.min.js' ? sendJs(res, ADMITAD_TAG) : notFound(res);

/** Host -> handler for every network host (click hosts and tag hosts). */
export const networkRoutes: Record<string, Handler> = {
  [CLICK.awin]: awinClick,
  [CLICK.impact]: impactClick,
  [CLICK.cj]: cjClick,
  [CLICK.cjAlt]: cjClick,
  [CLICK.rakuten]: rakutenClick,
  [CLICK.partnerize]: partnerizeClick,
  [CLICK.tradedoubler]: tradedoublerClick,
  [CLICK.linkconnector]: linkconnectorHost,
  [CLICK.admitad]: admitadClick,
  [CLICK.webgains]: webgainsClick,
  [TAG.awin]: awinTagHost,
  [TAG.impact]: impactTagHost,
  [TAG.cj]: cjTagHost,
  [TAG.rakuten]: rakutenTagHost,
  [TAG.admitad]: admitadTagHost,
};
