// Records the path from the affiliate link to the landing document: every main-frame navigation
// request, whether it was an HTTP redirect or a document that moved on by itself (meta refresh or
// script), and the cookies each hop set. Hop stages (niu/nir/air) come from classifyHops.
import type { BrowserContext, CDPSession, Page, Request, Response } from 'playwright-core';
import { getDomain } from 'tldts';
import type { AuditFailure, HopStage, RedirectHop } from '@tracklight/contracts';
import { fragmentOf, isInterstitial, loopOf, viaForReason } from '../hops/hop-shapes';
import { setCookieReport } from '../hops/set-cookie-report';
import { CookieOriginRegistry, parseSetCookie } from './cookie-origins';
import { isMainFrameNavigation } from './page-activity';
import { DocumentTimes } from './document-times';

interface HopEntry {
  request: Request;
  hop: RedirectHop;
  responded: boolean;
  failed: string | null;
  /** How the browser left this hop for the next entry, when not by HTTP redirect. */
  leftByDocument: boolean;
  /** The document carries a meta refresh (or a Refresh header): the fallback when Chromium's reason is unknown. */
  declaresRefresh: boolean;
}

const META_REFRESH = /<meta[^>]+http-equiv\s*=\s*["']?refresh/i;

export function queryOf(url: string): Record<string, string> {
  try {
    const params: Record<string, string> = {};
    // First value wins: networks read the first occurrence of a repeated click id.
    for (const [key, value] of new URL(url).searchParams) if (!(key in params)) params[key] = value;
    return params;
  } catch {
    return {};
  }
}

export function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

export class RedirectChainRecorder {
  private readonly entries: HopEntry[] = [];
  private readonly pending = new Set<Promise<void>>();
  /** Reason Chromium gave for each renderer-initiated main-frame navigation, by target URL. */
  private readonly reasons = new Map<string, string>();
  private frozen = false;
  private readonly documentTimes = new DocumentTimes();
  /** Addresses of the navigations documents started (not HTTP redirects), to catch script loops. */
  private readonly documentVisits: string[] = [];
  private loopReported = false;
  /** Called once when documents keep sending the browser back to the same address. */
  onLoop: (failure: AuditFailure) => void = () => undefined;
  private cookieSnapshot = new Map<string, string>();

  constructor(
    private readonly page: Page,
    private readonly context: BrowserContext,
    private readonly cookieOrigins: CookieOriginRegistry,
  ) {
    page.on('request', (request) => this.onRequest(request));
    page.on('response', (response) => this.onResponse(response));
    page.on('requestfailed', (request) => {
      const entry = this.entryFor(request);
      if (entry) entry.failed = request.failure()?.errorText ?? 'failed';
    });
  }

  /**
   * Playwright does not say why a document navigated, nor when on the browser's clock; Chromium
   * does (Page.frameRequestedNavigation, document-times.ts). Optional: without it every
   * self-navigation counts as 'script' and none as an interstitial.
   */
  async attachChromiumEvents(cdp: CDPSession): Promise<void> {
    const tree = await cdp.send('Page.getFrameTree');
    const mainId = tree.frameTree.frame.id;
    cdp.on('Page.frameRequestedNavigation', (event) => {
      if (event.frameId === mainId) this.reasons.set(event.url, event.reason);
    });
    await cdp.send('Page.enable');
    await this.documentTimes.attach(cdp, mainId);
  }

  /** After landing: later navigations (consent reloads, the refresh stage) are not redirect hops. */
  freeze(): void {
    this.frozen = true;
  }

  private entryFor(request: Request): HopEntry | undefined {
    for (let i = this.entries.length - 1; i >= 0; i--)
      if (this.entries[i].request === request) return this.entries[i];
    return undefined;
  }

  private onRequest(request: Request): void {
    if (
      this.frozen ||
      !isMainFrameNavigation(this.page, request) ||
      !/^https?:/.test(request.url())
    )
      return;
    const previous = this.entries[this.entries.length - 1];
    if (previous && !request.redirectedFrom()) {
      if (!previous.responded && !previous.failed) {
        // Superseded before any response (a second navigation replaced it): not a hop.
        this.entries.pop();
      } else if (previous.hop.via === 'final' && !previous.failed) {
        previous.leftByDocument = true;
        this.captureScriptCookies(previous);
      }
    }
    const url = request.url();
    this.entries.push({
      request,
      hop: {
        url,
        host: hostOf(url),
        status: null,
        via: 'final',
        query: queryOf(url),
        cookiesSet: [],
        stage: null,
      },
      responded: false,
      failed: null,
      leftByDocument: false,
      declaresRefresh: false,
    });
    const from = request.redirectedFrom();
    const fromEntry = from ? this.entryFor(from) : undefined;
    if (fromEntry) fromEntry.hop.via = 'http-redirect';
    if (!from) this.watchForLoop(url);
  }

  private watchForLoop(url: string): void {
    if (this.loopReported) return;
    this.documentVisits.push(url);
    const loop = loopOf(this.documentVisits);
    if (!loop) return;
    this.loopReported = true;
    this.onLoop(loop);
  }

  private onResponse(response: Response): void {
    const entry = this.entryFor(response.request());
    if (!entry) return;
    entry.responded = true;
    entry.hop.status = response.status();
    if (entry.hop.status >= 300 && entry.hop.status <= 399) {
      entry.hop.via = 'http-redirect';
    } else {
      this.track(
        Promise.all([response.headerValue('refresh'), response.text()]).then(
          ([refreshHeader, body]) => {
            entry.declaresRefresh =
              refreshHeader !== null || META_REFRESH.test(body.slice(0, 50_000));
          },
        ),
      );
    }
    this.track(
      response.headerValues('set-cookie').then((lines) => {
        for (const line of lines.flatMap((value) => value.split('\n'))) {
          const cookie = parseSetCookie(line, response.url());
          const setCookie = setCookieReport(line, response.url());
          if (cookie) entry.hop.cookiesSet.push(setCookie ? { ...cookie, setCookie } : cookie);
        }
      }),
    );
  }

  /** Cookies a hop's own scripts wrote before it navigated on (header ones are already listed). */
  private captureScriptCookies(entry: HopEntry): void {
    this.track(
      this.context.cookies().then((cookies) => {
        const next = new Map<string, string>();
        for (const cookie of cookies) {
          const key = `${cookie.domain}\u0000${cookie.name}\u0000${cookie.path}`;
          next.set(key, cookie.value);
          if (this.cookieSnapshot.get(key) === cookie.value) continue;
          const observed = this.cookieOrigins.observe(cookie);
          if (observed.origin === 'script') entry.hop.cookiesSet.push(observed);
        }
        this.cookieSnapshot = next;
      }),
    );
  }

  private track(work: Promise<void>): void {
    const guarded = work.catch(() => undefined).finally(() => this.pending.delete(guarded));
    this.pending.add(guarded);
  }

  /** The failed navigation's error text when the chain ended without a document. */
  finalFailure(): string | null {
    const last = this.entries[this.entries.length - 1];
    return last && !last.responded ? last.failed : null;
  }

  /** The hops once pending header reads landed (bounded), for the evidence. */
  async hops(): Promise<RedirectHop[]> {
    await Promise.race([
      Promise.all([...this.pending]),
      new Promise((resolve) => setTimeout(resolve, 500)),
    ]);
    return this.snapshot();
  }

  /** The hops as known right now, without waiting (used when the audit is cut short). */
  snapshot(): RedirectHop[] {
    const landedAt = this.page.url();
    return this.entries.map((entry, index) => {
      const hop: RedirectHop = {
        ...entry.hop,
        query: { ...entry.hop.query },
        cookiesSet: [...entry.hop.cookiesSet],
      };
      if (entry.leftByDocument && hop.via === 'final') {
        const reason = this.reasons.get(this.entries[index + 1]?.request.url() ?? '');
        hop.via = reason ? viaForReason(reason) : entry.declaresRefresh ? 'meta-refresh' : 'script';
        const stay = this.documentTimes.of(hop.url);
        if (stay?.dwellMs != null) hop.dwellMs = stay.dwellMs;
        if (isInterstitial(hop.via, stay?.shownMs ?? null)) hop.interstitial = true;
      }
      // Chromium sends no fragment: a click id moved into `#...` shows only in the landed address.
      const fragment = index === this.entries.length - 1 ? fragmentOf(landedAt, hop.url) : null;
      if (fragment) hop.fragment = fragment;
      return hop;
    });
  }
}

/**
 * Stages of the hops before landing: the first hop on the network's hosts is the network's initial
 * URL (niu), later network hops are its redirects (nir), hops on the advertiser's registrable domain
 * before the landing document are advertiser intermediate redirects (air). The landing document
 * itself (via 'final') is the alp stage, not a hop stage.
 */
export function classifyHops(
  hops: RedirectHop[],
  isNetworkHost: (host: string) => boolean,
  landingRegistrableDomain: string | null,
): RedirectHop[] {
  let seenNetwork = false;
  return hops.map((hop) => {
    let stage: HopStage | null = null;
    if (isNetworkHost(hop.host)) {
      stage = seenNetwork ? 'nir' : 'niu';
      seenNetwork = true;
    } else if (
      hop.via !== 'final' &&
      landingRegistrableDomain &&
      (getDomain(hop.host) ?? hop.host) === landingRegistrableDomain
    ) {
      stage = 'air';
    }
    return { ...hop, stage };
  });
}

export function registrableDomain(urlOrHost: string): string | null {
  const host = urlOrHost.includes('/') ? hostOf(urlOrHost) : urlOrHost;
  return getDomain(host) ?? (host || null);
}
