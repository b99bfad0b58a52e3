// The contract between the browser (which observes), the evaluation (which judges) and the
// event store (which records). Everything the verdict and the technical report need is here, so a
// verdict can be recomputed from stored evidence without a browser.
import type { DetectedPlatform } from './platform-fingerprints';

/** Stage numbers are part of error ids: 5.x alp, 6.x alp-post-consent, 7.x alp-post-consent-refresh. */
export const STAGE_NUMBERS = {
  link: 1,
  niu: 2,
  nir: 3,
  air: 4,
  alp: 5,
  'alp-post-consent': 6,
  'alp-post-consent-refresh': 7,
} as const;

export type HopStage = 'niu' | 'nir' | 'air';
export type LandingStage = 'alp' | 'alp-post-consent' | 'alp-post-consent-refresh';
export const LANDING_STAGES: readonly LandingStage[] = ['alp', 'alp-post-consent', 'alp-post-consent-refresh'];

/** How a cookie came to be: a Set-Cookie response header, or document.cookie / cookieStore from script. */
export type CookieOrigin = 'header' | 'script';

export interface ObservedCookie {
  name: string;
  value: string;
  domain: string;
  path: string;
  origin: CookieOrigin;
  httpOnly: boolean;
  secure: boolean;
  /** Seconds since the epoch; -1 for a session cookie. */
  expires: number;
  /** For a Set-Cookie header seen on a redirect hop: its attributes as sent and what Chromium made of it. */
  setCookie?: SetCookieReport;
}

/**
 * How a Set-Cookie line was written and whether the browser keeps it: `stored`, `deleted` (an
 * expiry in the past) or `rejected` (SameSite=None or Partitioned without Secure, Secure from an
 * http page, a Domain that does not cover the host or is a public suffix).
 */
export interface SetCookieReport {
  sameSite: 'strict' | 'lax' | 'none' | null;
  partitioned: boolean;
  /** The Domain attribute as sent, when there was one. */
  domainAttribute: string | null;
  /** The Domain attribute names a parent of the host: the cookie goes to every sibling host too. */
  widerThanHost: boolean;
  outcome: 'stored' | 'deleted' | 'rejected';
  /** Why it was deleted or rejected; null when stored. */
  reason: string | null;
}

/** One step of the redirect chain before the landing document. */
export interface RedirectHop {
  url: string;
  host: string;
  /** HTTP status of the response; null for a navigation that had no response of its own. */
  status: number | null;
  /** What moved the browser on from this hop to the next. */
  via: 'http-redirect' | 'meta-refresh' | 'script' | 'form-submit' | 'final';
  /**
   * How long the document stayed before it moved on by itself (meta refresh delay, a timed
   * script); absent for HTTP redirects and the landing document.
   */
  dwellMs?: number;
  /**
   * The document loaded, was shown ("You are being redirected...", a region chooser) and moved on
   * by itself only after a while a visitor notices: the spec's interstitial (hop-shapes.ts).
   */
  interstitial?: boolean;
  /** Parameters in the URL's fragment (`#clickid=...`), where a redirect may move the click id. */
  fragment?: Record<string, string>;
  query: Record<string, string>;
  /** Cookies this hop's response set (by header) or its scripts set. */
  cookiesSet: ObservedCookie[];
  /** niu/nir on the network's hosts, air on the advertiser's registrable domain; null elsewhere. */
  stage: HopStage | null;
}

export interface StageObservation {
  stage: LandingStage;
  /** False when the stage could not be observed (e.g. no CMP, so nothing to consent to). */
  observed: boolean;
  url: string;
  query: Record<string, string>;
  httpStatus: number | null;
  cookies: ObservedCookie[];
  localStorage: Record<string, string>;
  sessionStorage: Record<string, string>;
  /** Absolute URLs of every script the page loaded so far. */
  scripts: string[];
  /** Path of the screenshot file, relative to the screenshot directory. */
  screenshot: string | null;
  /** Page title and a bounded sample of visible text, for closed-programme and challenge markers. */
  title: string;
  textSample: string;
  /** Why the engine stopped waiting before observing this stage, and for how long (absent in older evidence). */
  wait?: StageWait;
}

/**
 * What ended a wait: a signal the stage needed (the consent popup, the memory cookie, the page
 * quiet...), or 'deadline' when the wait's bound came first.
 */
export type WaitSignal =
  | 'load'
  | 'popup-found'
  | 'no-cmp'
  | 'memory-cookie'
  | 'opt-in-result'
  | 'page-quiet'
  | 'page-idle'
  | 'navigated'
  | 'deadline';

/** One bounded wait of a stage (the load event, the consent banner, the page settling). */
export interface WaitStep {
  step: 'load' | 'extra-timeout' | 'settle' | 'opt-in';
  endedBy: WaitSignal;
  waitedMs: number;
}

export interface StageWait {
  /** What ended the stage's last wait, the one that let the observation start. */
  endedBy: WaitSignal;
  /** Every wait of the stage added up. */
  waitedMs: number;
  steps: WaitStep[];
}

export interface CmpObservation {
  /** Name of the rule autoconsent matched (e.g. 'onetrust', 'Cookiebot'); null when none. */
  detected: string | null;
  popupFound: boolean;
  /** Result of the opt-in, when one was attempted. */
  optInSucceeded: boolean | null;
  /** True when the link asked to skip consent (skipConsent): the popup, if any, was left alone. */
  consentSkipped?: boolean;
}

/** Why the landing page was never reached, or why the audit could not run at all. */
export type AuditFailureKind =
  | 'invalid-link'
  | 'unsupported-network'
  | 'blocked-address'
  | 'dns'
  | 'connection'
  | 'timeout'
  | 'http-error'
  | 'redirect-loop'
  | 'browser-crash';

export interface AuditFailure {
  kind: AuditFailureKind;
  /** Readable, shown to the user as the audit's failReason. */
  message: string;
}

/** What the browser saw for one link. */
export interface AuditEvidence {
  link: string;
  startedAt: string;
  finishedAt: string;
  hops: RedirectHop[];
  stages: StageObservation[];
  cmp: CmpObservation;
  /** A navigation after landing that the engine followed (interstitial pages). */
  interstitialNavigated: boolean;
  failure: AuditFailure | null;
  /** Proxy actually used, for proxyDetails. */
  proxy: { country: string; isResidential: boolean; label: string | null };
  isRetry: boolean;
  /**
   * The e-commerce platforms the landing page showed signals of (catalogue kind `platform`).
   * Absent in evidence recorded before platforms were detected.
   */
  platforms?: DetectedPlatform[];
}

/** Per-link options the browser honours (spec section 3, Batch link and Batch meta). */
export interface AuditOptions {
  link: string;
  countryCode: string;
  userDefinedNetwork: string | null;
  referrer: string | null;
  mobile: boolean;
  useResidentialProxy: boolean;
  /** Extra settle time in seconds. */
  extraTimeout: number;
  /** '1' ANI: the named cookie must contain the click id; '3' wildcard: name pattern, any value. */
  cookieType: 'none' | '1' | '3';
  cookieName: string | null;
  cookieValue: string | null;
  customAni: string | null;
  customMasterTag: string | null;
  skipConsent: boolean;
  postAlpUrl: string | null;
  /** Superuser-only Chromium flags, separated by ';;'. */
  chromiumFlags: string | null;
  /** The batch asks for the Lite second opinion on every link (otherwise only MR or blocked audits get one). */
  runLite?: boolean;
}

/** A link's options with the spec's defaults (section 9): country gb, desktop, no overrides. */
export const auditOptionsFor = (link: string, overrides: Partial<AuditOptions> = {}): AuditOptions => ({
  link,
  countryCode: 'gb',
  userDefinedNetwork: null,
  referrer: null,
  mobile: false,
  useResidentialProxy: false,
  extraTimeout: 0,
  cookieType: 'none',
  cookieName: null,
  cookieValue: null,
  customAni: null,
  customMasterTag: null,
  skipConsent: false,
  postAlpUrl: null,
  chromiumFlags: null,
  ...overrides,
});
