// Late-loading shapes (issue 17, item 2): real sites load their banner, their tag manager and their
// network tag late, so an engine that waits a fixed time is either slow or wrong. Each site here
// is late in one way; the engine must wait for the signal, not for the clock.
import { CMPS } from './cmps';
import { CMP_HOST } from './hosts';
import { script } from './client-js';
import { notFound, sendJs } from './http-util';
import { landingSite } from './landing';
import { IDS, links, tagSrc } from './networks';
import type { Handler, SandboxScenario } from './types';

export const LATE_SHOP = {
  banner: 'www.shop-late-banner.test',
  cookie: 'www.shop-late-cookie.test',
  tagManager: 'www.shop-tag-manager.test',
  heartbeat: 'www.shop-heartbeat.test',
} as const;

/** A tag manager's container host (what googletagmanager.com is to a real site). */
export const TAG_MANAGER_HOST = 'www.tagmanager.test';

/** The banner appears this long after the page's load event (issue 17: 'banner at 5 s'). */
export const LATE_BANNER_MS = 5_000;
/** The network's tag stores its cookie this long after it runs (after consent). */
export const LATE_COOKIE_MS = 4_000;

const inject = (src: string) =>
  `var s = document.createElement('script'); s.src = ${JSON.stringify(src)}; document.head.appendChild(s);`;

/** The site loads its consent manager only some time after load (to spare its page speed score). */
const lateOneTrust = {
  ...CMPS.onetrust,
  headHtml: () =>
    `<script>${script(`window.addEventListener('load', function () { setTimeout(function () { ${inject(`//${CMP_HOST.onetrust}/scripttemplates/otSDKStub.js`)} }, ${LATE_BANNER_MS}); });`)}</script>`,
};

/** The container fires the AWIN tag as soon as it loads, as a tag manager's 'all pages' trigger does. */
const tagManagerContainer: Handler = (req, res) =>
  req.url.pathname === '/gtm.js' ? sendJs(res, script(inject(tagSrc.awin()))) : notFound(res);

export const lateLoadingRoutes: Record<string, Handler> = {
  [LATE_SHOP.banner]: landingSite({
    brand: 'Latecomer Linens',
    cmp: lateOneTrust,
    tags: [{ tag: { src: tagSrc.awin() }, when: 'after-consent' }],
  }),
  [LATE_SHOP.cookie]: landingSite({
    brand: 'Slow Tag Sandals',
    cmp: CMPS.onetrust,
    tags: [{ tag: { src: `${tagSrc.awin()}?storeAfterMs=${LATE_COOKIE_MS}` }, when: 'after-consent' }],
  }),
  [LATE_SHOP.tagManager]: landingSite({
    brand: 'Container Crafts',
    cmp: CMPS.onetrust,
    tags: [{ tag: { src: `//${TAG_MANAGER_HOST}/gtm.js?id=GTM-SBX1` }, when: 'after-consent' }],
  }),
  [TAG_MANAGER_HOST]: tagManagerContainer,
  // Neither banner nor tag, but a timer that never stops (an analytics heartbeat): the page is
  // never idle, so the engine cannot rule a late banner out and watches the whole window.
  [LATE_SHOP.heartbeat]: landingSite({
    brand: 'Heartbeat Hats',
    extraHead: `<script>${script('setInterval(function () { window.beats = (window.beats || 0) + 1; }, 1000);')}</script>`,
  }),
};

const lateConditional = (id: string, host: string, description: string): SandboxScenario => ({
  id,
  description,
  network: 'AWIN',
  cmp: CMPS.onetrust.autoconsentName,
  link: (s) => links.awin(s, `http://${host}/`),
  landing: { host, pathname: '/' },
  clickIdParam: 'awc',
  memoryCookie: { store: 'cookie', name: `_aw_m_${IDS.awinMid}` },
  expected: {
    memoryCookieStatus: 'CONDITIONAL_ON_CMP',
    auditStatus: 'DONE',
    errors: ['5.3', '5.4'],
    absentErrors: ['5.5', '6.3', '6.4'],
    cookiesWereAccepted: true,
  },
});

export const LATE_LOADING_SCENARIOS: SandboxScenario[] = [
  lateConditional(
    'awin-late-banner',
    LATE_SHOP.banner,
    `OneTrust loaded ${LATE_BANNER_MS / 1000} s after load; the AWIN tag is injected only after "accept".`,
  ),
  lateConditional(
    'awin-cookie-late-after-consent',
    LATE_SHOP.cookie,
    `OneTrust banner; after "accept" the AWIN tag runs and stores its cookie ${LATE_COOKIE_MS / 1000} s later.`,
  ),
  lateConditional(
    'awin-tag-manager-after-consent',
    LATE_SHOP.tagManager,
    'OneTrust banner; "accept" loads a tag manager container, which injects the AWIN tag.',
  ),
];
