// Watches one page's network traffic: requests in flight (to know when the page has settled), the
// status of the current main document, the scripts it loaded, and every Set-Cookie header (so the
// cookie observer can tell header cookies from script cookies).
import type { Page, Request, Response } from 'playwright-core';
import { CookieOriginRegistry, parseSetCookie } from './cookie-origins';

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}

export function isMainFrameNavigation(page: Page, request: Request): boolean {
  try {
    return request.isNavigationRequest() && request.frame() === page.mainFrame();
  } catch {
    // Requests of service workers have no frame.
    return false;
  }
}

export interface SettleLimits {
  /** Absolute time (Date.now()) after which nothing may wait any more. */
  deadline: number;
  loadTimeoutMs: number;
  quietMs: number;
  /** Longest wait for network quiet after load. */
  quietCapMs: number;
}

export class PageActivity {
  private readonly inflight = new Set<Request>();
  private lastChangeAt = Date.now();
  private readonly scripts = new Set<string>();
  private readonly headerReads = new Set<Promise<void>>();
  /** Status of the latest main-frame document response that was not a redirect. */
  documentStatus: number | null = null;
  /** Counts main-frame navigation requests, so a settle loop can see the page moving on. */
  mainNavigations = 0;
  /** When the latest main-frame navigation started: a new document gets its own CMP window. */
  lastMainNavigationAt = Date.now();
  /** When the current document fired its load event (null until it has). */
  loadedAt: number | null = null;
  /** The current document's Refresh header: a reload or redirect the browser will follow by itself. */
  private documentRefresh: string | null = null;
  /** Web sockets and workers still open: either can deliver a message that changes the page at any time. */
  private readonly channels = new Set<object>();

  constructor(
    private readonly page: Page,
    readonly cookieOrigins: CookieOriginRegistry,
  ) {
    page.on('request', (request) => this.onRequest(request));
    page.on('requestfinished', (request) => this.onDone(request));
    page.on('requestfailed', (request) => this.onDone(request));
    page.on('response', (response) => this.onResponse(response));
    page.on('load', () => (this.loadedAt = Date.now()));
    page.on('websocket', (socket) => this.watchChannel(socket));
    page.on('worker', (worker) => this.watchChannel(worker));
  }

  private watchChannel(channel: { on(event: 'close', listener: () => void): unknown }): void {
    this.channels.add(channel);
    channel.on('close', () => this.channels.delete(channel));
  }

  private onRequest(request: Request): void {
    this.inflight.add(request);
    this.lastChangeAt = Date.now();
    if (isMainFrameNavigation(this.page, request)) {
      this.mainNavigations += 1;
      this.lastMainNavigationAt = Date.now();
      this.loadedAt = null;
    }
    if (request.resourceType() === 'script') this.scripts.add(request.url());
  }

  private onDone(request: Request): void {
    this.inflight.delete(request);
    this.lastChangeAt = Date.now();
  }

  private onResponse(response: Response): void {
    const request = response.request();
    const status = response.status();
    if (isMainFrameNavigation(this.page, request) && (status < 300 || status > 399)) {
      this.documentStatus = status;
      this.documentRefresh = response.headers()['refresh'] ?? null;
      // A new document: the scripts list describes the page being observed, not its predecessors.
      this.scripts.clear();
    }
    const read = response
      .headerValues('set-cookie')
      .then((lines) => {
        for (const line of lines.flatMap((value) => value.split('\n'))) {
          const cookie = parseSetCookie(line, response.url());
          if (cookie) this.cookieOrigins.recordHeaderCookie(cookie);
        }
      })
      .catch(() => undefined)
      .finally(() => this.headerReads.delete(read));
    this.headerReads.add(read);
  }

  /** Lets pending Set-Cookie reads land before cookies are classified. */
  async flushHeaderReads(timeoutMs = 500): Promise<void> {
    if (this.headerReads.size === 0) return;
    await Promise.race([Promise.all([...this.headerReads]), sleep(timeoutMs)]);
  }

  scriptUrls(): string[] {
    return [...this.scripts];
  }

  /**
   * Resolves once no request has been in flight for quietMs, or after capMs. Quiet counts from the
   * call at the earliest: after a click the page may need a moment before its first request.
   */
  async waitForQuiet(quietMs: number, capMs: number): Promise<boolean> {
    const startedAt = Date.now();
    const until = startedAt + capMs;
    for (;;) {
      const now = Date.now();
      const quietFor = now - Math.max(this.lastChangeAt, startedAt);
      if (this.inflight.size === 0 && quietFor >= quietMs) return true;
      if (now >= until) return false;
      const wait = this.inflight.size === 0 ? quietMs - quietFor : 50;
      await sleep(Math.min(Math.max(wait, 10), until - now));
    }
  }

  /** Whether something outside the page's scripts can still change it: an open socket or worker, a Refresh header due within the horizon. */
  outsideWorkDue(horizonMs: number): boolean {
    if (this.channels.size > 0) return true;
    if (this.documentRefresh === null) return false;
    const seconds = Number.parseFloat(this.documentRefresh);
    return !Number.isFinite(seconds) || seconds * 1000 <= horizonMs;
  }

  /** How long no request has been in flight (0 while one is). */
  quietFor(): number {
    return this.inflight.size > 0 ? 0 : Date.now() - this.lastChangeAt;
  }

  /**
   * Load, then network quiet, repeated while the main frame keeps navigating (meta refresh and
   * script redirects), all within the deadline. Returns how many main-frame navigations happened.
   */
  async settle(limits: SettleLimits, maxRounds = 8): Promise<number> {
    const startNavigations = this.mainNavigations;
    for (let round = 0; round < maxRounds; round++) {
      const before = this.mainNavigations;
      const remaining = limits.deadline - Date.now();
      if (remaining <= 0) break;
      await this.page
        .waitForLoadState('load', { timeout: Math.min(limits.loadTimeoutMs, remaining) })
        .catch(() => undefined);
      await this.waitForQuiet(
        limits.quietMs,
        Math.min(limits.quietCapMs, Math.max(0, limits.deadline - Date.now())),
      );
      if (this.mainNavigations === before) break;
    }
    return this.mainNavigations - startNavigations;
  }
}
