// One audit in one fresh browser context: follow the link, observe the landing page before consent,
// opt in, observe again, refresh, observe a third time. The caller (AuditBrowser) owns the browser,
// the hard timeout and closing the context; this class only ever bounds its own waits by the
// deadline and writes what it saw into `evidence`.
import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Logger } from 'pino';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import type {
  AuditEvidence,
  AuditFailure,
  AuditOptions,
  LandingStage,
  PlatformFingerprint,
} from '@tracklight/contracts';
import { PlatformWatch } from '../platforms/platform-watch';
import { AutoconsentDriver } from './autoconsent-driver';
import { capTrace, tracePath } from './browser-trace';
import { CookieOriginRegistry } from './cookie-origins';
import { isLocalAsWritten } from './address-guard';
import type { EgressProxy } from './egress-proxy';
import { classifyNavigationError, egressFailure, isNavigationInterrupted } from './failures';
import { AuditBrowserSettings, contextOptions, ProxyChoice } from './launch-options';
import type { NetworkSignals } from './network-signals';
import { isMainFrameNavigation, PageActivity, sleep } from './page-activity';
import { PAGE_WORK_SCRIPT } from './page-work';
import { classifyHops, queryOf, RedirectChainRecorder, registrableDomain } from './redirect-chain-recorder';
import { observeStage, unobservedStage } from './stage-observer';
import { StageWaits } from './stage-waits';

/** What the worker knows about an audit beyond the link's options. */
export interface AuditRunContext {
  /** Names the screenshots (`<auditId>-alp.png`); a random id when absent. */
  auditId?: string;
  isRetry?: boolean;
  /** The network's host matcher; with it the hops get niu/nir/air stages. */
  isNetworkHost?: (host: string) => boolean;
  /** The advertiser's registrable domain for 'air'; defaults to the landing URL's. */
  landingRegistrableDomain?: string | null;
  /** The network's tag and memory cookie, so waits can end as soon as the stage is settled. */
  signals?: NetworkSignals | null;
  /** The audit's own log (audit-logs/audit-log.ts): hops, stages, waits, consent, errors. */
  log?: Logger;
  /** The platform catalogue's fingerprints; with them the evidence names the detected platforms. */
  platforms?: readonly PlatformFingerprint[];
}

export function validateLink(link: string): AuditFailure | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return {
      kind: 'invalid-link',
      message: 'Invalid affiliate link. Please make sure the link is a valid URL.',
    };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return {
      kind: 'invalid-link',
      message: `Only http and https links can be audited, not ${url.protocol}`,
    };
  }
  if (!url.hostname) return { kind: 'invalid-link', message: 'The link has no host.' };
  return null;
}

export function newEvidence(
  options: AuditOptions,
  run: AuditRunContext,
  proxy: ProxyChoice | null,
): AuditEvidence {
  const now = new Date().toISOString();
  return {
    link: options.link,
    startedAt: now,
    finishedAt: now,
    hops: [],
    stages: [],
    cmp: {
      detected: null,
      popupFound: false,
      optInSucceeded: null,
      consentSkipped: options.skipConsent,
    },
    interstitialNavigated: false,
    failure: null,
    proxy: {
      country: proxy?.country ?? options.countryCode,
      isResidential: proxy?.isResidential ?? false,
      label: proxy?.proxy?.label ?? null,
    },
    isRetry: run.isRetry ?? false,
  };
}

/** URLs in the audit's log keep their path and query (the evidence has them too), never a user:password. */
function withoutCredentials(url: string): string {
  try {
    const parsed = new URL(url);
    if (!parsed.username && !parsed.password) return url;
    parsed.username = '';
    parsed.password = '';
    return parsed.toString();
  } catch {
    return url;
  }
}

function safeStem(auditId: string | undefined): string {
  const cleaned = (auditId ?? '').replace(/[^A-Za-z0-9_-]/g, '');
  return cleaned || randomUUID();
}

/** Landing pages that navigate on by themselves more often than this are observed where they are. */
const MAX_LANDING_ROUNDS = 4;

export interface SessionDeps {
  settings: AuditBrowserSettings;
  /** The audit's own egress proxy: every connection of its context goes through it. */
  egress: EgressProxy;
  egressProxyUrl: string;
  proxy: ProxyChoice;
  deadline: number;
  browserVersion: string;
}

export class AuditSession {
  readonly evidence: AuditEvidence;
  context: BrowserContext | null = null;
  private page: Page | null = null;
  private driver: AutoconsentDriver | null = null;
  private recorder: RedirectChainRecorder | null = null;
  private platformWatch: PlatformWatch | null = null;
  private disposed = false;
  /** The last main-frame document request that failed (a refused redirect target, say). */
  private failedDocument: string | null = null;
  private stopWith: (failure: AuditFailure) => void = () => undefined;
  /** Resolves when the audit must stop at once (renderer crash). */
  readonly stopped: Promise<AuditFailure>;
  private readonly stem: string;
  private readonly extraMs: number;

  constructor(
    private readonly browser: Browser,
    private readonly options: AuditOptions,
    private readonly run: AuditRunContext,
    private readonly deps: SessionDeps,
  ) {
    this.evidence = newEvidence(options, run, deps.proxy);
    this.stopped = new Promise((resolve) => (this.stopWith = resolve));
    this.stem = safeStem(run.auditId);
    this.extraMs = Math.max(0, (options.extraTimeout || 0) * 1000);
  }

  private remaining(): number {
    return Math.max(0, this.deps.deadline - Date.now());
  }

  private fail(failure: AuditFailure): void {
    this.run.log?.warn({ failure }, 'audit failed');
    this.evidence.failure ??= failure;
  }

  /** The evidence as of now, with the consent state and hops filled in; safe to hand out. */
  currentEvidence(): AuditEvidence {
    if (this.driver) {
      const state = this.driver.state();
      this.evidence.cmp = {
        detected: state.detected,
        popupFound: state.popupFound,
        optInSucceeded: state.optInSucceeded,
        consentSkipped: this.options.skipConsent,
      };
    }
    if (this.evidence.hops.length === 0 && this.recorder)
      this.evidence.hops = this.recorder.snapshot();
    const copy = structuredClone(this.evidence);
    copy.finishedAt = new Date().toISOString();
    return copy;
  }

  /** Closes the context; later steps of a cut-short execute() fail fast instead of leaking. */
  async dispose(closeTimeoutMs: number): Promise<boolean> {
    this.disposed = true;
    const context = this.context;
    if (!context) return true;
    let timer: NodeJS.Timeout | undefined;
    const closed = await Promise.race([
      context.close().then(
        () => true,
        () => true,
      ),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), closeTimeoutMs))),
    ]);
    clearTimeout(timer);
    // Playwright writes the HAR as the context closes.
    const trace = this.tracePath();
    if (closed && trace) await capTrace(trace, this.deps.settings.traceMaxBytes).catch(() => undefined);
    return closed;
  }

  private tracePath(): string | null {
    return this.deps.settings.traceDir ? tracePath(this.deps.settings.traceDir, this.stem) : null;
  }

  private noteFailedDocument(request: Request): void {
    if (this.page && isMainFrameNavigation(this.page, request)) this.failedDocument = request.url();
  }

  async execute(): Promise<void> {
    const { settings } = this.deps;
    const trace = this.tracePath();
    if (trace) await mkdir(dirname(trace), { recursive: true });
    const context = await this.browser.newContext({
      ...contextOptions({
        browserVersion: this.deps.browserVersion,
        countryCode: this.deps.proxy.country,
        mobile: this.options.mobile,
        egressProxyUrl: this.deps.egressProxyUrl,
        ignoreHttpsErrors: settings.ignoreHttpsErrors,
        maskUserAgent: settings.maskUserAgent,
      }),
      // The session's requests and responses without their bodies (issue 16: per-audit trace).
      ...(trace ? { recordHar: { path: trace, content: 'omit' as const } } : {}),
    });
    this.context = context;
    if (this.disposed) {
      await context.close().catch(() => undefined);
      return;
    }
    const driver = new AutoconsentDriver({
      // Autoconsent looks again on each DOM change: enough rounds to see a banner at the window's end.
      detectRetries: Math.max(1, Math.ceil((settings.cmpWaitMs + this.extraMs) / 500)),
    });
    this.driver = driver;
    const page = await context.newPage();
    this.page = page;
    if (this.run.platforms) {
      this.platformWatch = new PlatformWatch(page, this.run.platforms);
      this.evidence.platforms = [];
    }
    page.on('crash', () =>
      this.stopWith({
        kind: 'browser-crash',
        message: 'The page crashed while it was being audited.',
      }),
    );
    const cookieOrigins = new CookieOriginRegistry();
    const activity = new PageActivity(page, cookieOrigins);
    const recorder = new RedirectChainRecorder(page, context, cookieOrigins);
    this.recorder = recorder;
    const waits = this.stageWaits(page, context, activity, recorder);
    // A script loop never settles: stop at once with its reason rather than at the deadline.
    recorder.onLoop = (failure) => this.stopWith(failure);
    // All three only need to be in place before the first navigation (the page is still
    // about:blank), so they run side by side: each is a round trip to the browser.
    await Promise.all([
      // The page-work tracker first: autoconsent's script takes the unwatched timers it keeps.
      context.addInitScript({ content: PAGE_WORK_SCRIPT }).then(() => driver.install(context)),
      context.route(isLocalAsWritten, (route) => route.abort('blockedbyclient').catch(() => undefined)),
      context
        .newCDPSession(page)
        .then((cdp) => recorder.attachChromiumEvents(cdp))
        .catch(() => undefined),
    ]);
    context.on('requestfailed', (request) => this.noteFailedDocument(request));

    const link = this.options.link.trim();
    this.run.log?.info(
      { link: withoutCredentials(link), country: this.deps.proxy.country, mobile: this.options.mobile, proxy: this.deps.proxy.proxy?.label ?? null },
      'audit started',
    );
    try {
      await page.goto(link, {
        waitUntil: 'commit',
        referer: this.options.referrer || undefined,
        timeout: Math.max(1, this.remaining()),
      });
    } catch (error) {
      if (!isNavigationInterrupted(error)) {
        this.evidence.hops = await recorder.hops();
        this.fail(this.navigationFailure(error, link));
        return;
      }
    }

    // alp: let redirects by script/meta refresh finish and the page load, then wait for what the
    // stage needs (stage-waits.ts). A page that moves on by itself meanwhile (an interstitial) is
    // followed and watched afresh.
    waits.begin();
    for (let round = 0; round < MAX_LANDING_ROUNDS && this.remaining() > 0; round++) {
      await this.load(activity, waits);
      if (round === 0 && this.extraMs > 0) {
        const startedAt = Date.now();
        await sleep(Math.min(this.extraMs, this.remaining()));
        waits.record('extra-timeout', 'deadline', startedAt);
      }
      if ((await waits.settle(driver, this.extraMs)) !== 'navigated') break;
      this.evidence.interstitialNavigated = true;
    }

    recorder.freeze();
    let hops = await recorder.hops();
    const chainFailure = recorder.finalFailure();
    if (chainFailure) {
      this.evidence.hops = hops;
      this.fail(
        this.navigationFailure(new Error(chainFailure), hops[hops.length - 1]?.url ?? link),
      );
      return;
    }
    const finalUrl = page.url();
    if (this.run.isNetworkHost) {
      hops = classifyHops(
        hops,
        this.run.isNetworkHost,
        this.run.landingRegistrableDomain ?? registrableDomain(finalUrl),
      );
    }
    this.evidence.hops = hops;
    // An interstitial the page load already followed (it left before the network went quiet) is
    // one too: the hop's dwell says so, not which wait happened to see it leave.
    if (hops.some((hop) => hop.interstitial)) this.evidence.interstitialNavigated = true;
    this.run.log?.info(
      { hops: hops.map((hop) => ({ url: withoutCredentials(hop.url), status: hop.status, via: hop.via, stage: hop.stage })) },
      'redirect chain recorded',
    );

    const alp = await this.observe('alp', activity, waits);
    const status = activity.documentStatus;
    if (status !== null && status >= 400) {
      this.fail({ kind: 'http-error', message: `The landing page answered HTTP ${status}.` });
      return;
    }

    // alp-post-consent: only when there is a popup to accept and the link does not skip consent.
    const consent = driver.state();
    if (consent.popupFound && !this.options.skipConsent) {
      waits.begin();
      const optInStarted = Date.now();
      const optIn = await driver.optIn(Math.min(settings.optInTimeoutMs, this.remaining()));
      waits.record('opt-in', optIn === null ? 'deadline' : 'opt-in-result', optInStarted);
      this.run.log?.info({ cmp: consent.popupCmp, optInSucceeded: optIn }, 'consent given');
      driver.disarm();
      await this.load(activity, waits);
      await waits.settle(null);
      await this.observe('alp-post-consent', activity, waits);
    } else {
      driver.disarm();
      this.evidence.stages.push(unobservedStage('alp-post-consent', page.url() || alp.url));
    }

    // alp-post-consent-refresh: the next page view, where conditional tags fire after consent.
    try {
      const target = this.options.postAlpUrl?.trim();
      if (target && !validateLink(target)) {
        await page.goto(target, { waitUntil: 'commit', timeout: Math.max(1, this.remaining()) });
      } else {
        await page.reload({ waitUntil: 'commit', timeout: Math.max(1, this.remaining()) });
      }
    } catch (error) {
      if (!isNavigationInterrupted(error)) {
        this.evidence.stages.push(unobservedStage('alp-post-consent-refresh', page.url()));
        if (this.remaining() <= 0)
          this.fail({ kind: 'timeout', message: 'The audit ran out of time.' });
        return;
      }
    }
    waits.begin();
    await this.load(activity, waits);
    await waits.settle(null);
    await this.observe('alp-post-consent-refresh', activity, waits);
  }

  /** Load and network quiet, following script and meta-refresh hops, recorded as the stage's 'load' wait. */
  private async load(activity: PageActivity, waits: StageWaits): Promise<void> {
    const startedAt = Date.now();
    await activity.settle(this.settleLimits());
    waits.record('load', this.remaining() > 0 ? 'load' : 'deadline', startedAt);
  }

  private stageWaits(page: Page, context: BrowserContext, activity: PageActivity, recorder: RedirectChainRecorder): StageWaits {
    const { settings } = this.deps;
    const aniParams = this.run.signals?.aniParams ?? [];
    return new StageWaits({
      page,
      context,
      activity,
      signals: this.run.signals ?? null,
      log: this.run.log,
      // The click ids the journey carried: the link's, each hop's and the page's own query.
      clickIds: () =>
        [queryOf(this.options.link), ...recorder.snapshot().map((hop) => hop.query), queryOf(page.url())].flatMap((query) =>
          aniParams.map((param) => query[param]).filter((value): value is string => Boolean(value)),
        ),
      timings: {
        quietMs: settings.networkQuietMs,
        settleCapMs: settings.settleTimeoutMs,
        cmpWaitMs: settings.cmpWaitMs,
        cookieWaitMs: settings.cookieWaitMs,
      },
      deadline: this.deps.deadline,
    });
  }

  private navigationFailure(error: unknown, url: string): AuditFailure {
    // A refusal of the egress proxy reaches Chromium as a dropped connection: name it instead.
    for (const failed of [this.failedDocument, url]) {
      const refused = failed ? egressFailure(this.deps.egress, failed) : null;
      if (refused) return refused;
    }
    if (this.remaining() <= 0)
      return { kind: 'timeout', message: `The audit ran out of time loading ${url}.` };
    return classifyNavigationError(error, url);
  }

  private settleLimits() {
    const { settings } = this.deps;
    return {
      deadline: this.deps.deadline,
      loadTimeoutMs: settings.loadTimeoutMs,
      quietMs: settings.networkQuietMs,
      quietCapMs: settings.settleTimeoutMs,
    };
  }

  private async observe(stage: LandingStage, activity: PageActivity, waits: StageWaits) {
    const observation = await observeStage({
      page: this.page as Page,
      context: this.context as BrowserContext,
      activity,
      stage,
      screenshotDir: this.deps.settings.screenshotDir,
      screenshotStem: this.stem,
      deadline: this.deps.deadline,
    });
    observation.wait = waits.result();
    this.run.log?.info(
      {
        stage,
        url: withoutCredentials(observation.url),
        httpStatus: observation.httpStatus,
        cookies: observation.cookies.map((cookie) => cookie.name),
        scripts: observation.scripts.length,
        screenshot: observation.screenshot,
      },
      'stage observed',
    );
    this.evidence.stages.push(observation);
    if (this.platformWatch) {
      await this.platformWatch.collect(observation);
      this.evidence.platforms = this.platformWatch.detected();
    }
    return observation;
  }
}
