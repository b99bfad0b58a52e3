// Gathers, in the audit's page, the signals the platform fingerprints name: the landing document's
// response headers, the resources the page loaded, the globals the catalogue lists (and no
// others), the meta generator and the cookies. Signals add up over the observed stages.
import type { Page, Response } from 'playwright-core';
import type { DetectedPlatform, PlatformFingerprint, StageObservation } from '@tracklight/contracts';
import { isMainFrameNavigation, sleep } from '../browser/page-activity';
import { detectPlatforms, emptySignals, globalNamesOf, type PlatformSignals } from './detect-platforms';

/** Bounds what one page can make the audit hold. */
const MAX_RESOURCE_URLS = 2000;
const MAX_URL_CHARS = 2000;
/** A page too busy to answer in this time adds no signals rather than holding up the audit. */
const COLLECT_TIMEOUT_MS = 2000;
const NO_PAGE_SIGNALS: PageSignals = { globals: [], resourceUrls: [], metaGenerators: [] };

interface PageSignals {
  globals: string[];
  resourceUrls: string[];
  metaGenerators: string[];
}

/**
 * Runs in the page. Only property reads along the catalogue's dotted names (validated in the CMS
 * as plain JavaScript names), so nothing from the catalogue is ever evaluated as code.
 */
function readPageSignals(args: { globals: string[]; maxUrls: number; maxChars: number }): PageSignals {
  const defined = (path: string): boolean => {
    try {
      let value: unknown = window;
      for (const part of path.split('.')) {
        if (value === null || value === undefined) return false;
        value = (value as Record<string, unknown>)[part];
      }
      return value !== undefined && value !== null;
    } catch {
      return false;
    }
  };
  const urls = new Set<string>();
  for (const entry of performance.getEntriesByType('resource')) urls.add(entry.name);
  // Linked but not (yet) fetched: a preload of cdn.shopify.com, a deferred script.
  for (const element of Array.from(document.querySelectorAll('script[src], link[href], img[src]'))) {
    const url = (element as HTMLScriptElement).src || (element as HTMLLinkElement).href;
    if (url) urls.add(url);
  }
  const generators = Array.from(document.querySelectorAll('meta[name="generator" i]')).map(
    (meta) => meta.getAttribute('content') ?? '',
  );
  return {
    globals: args.globals.filter(defined),
    resourceUrls: [...urls].slice(0, args.maxUrls).map((url) => url.slice(0, args.maxChars)),
    metaGenerators: generators.slice(0, 10).map((text) => text.slice(0, 300)),
  };
}

const union = (a: readonly string[], b: readonly string[]): string[] => [...new Set([...a, ...b])];

export class PlatformWatch {
  private readonly signals: PlatformSignals = emptySignals();
  private readonly globalNames: string[];
  private documentHeaders: Promise<Record<string, string>> = Promise.resolve({});

  constructor(
    private readonly page: Page,
    private readonly fingerprints: readonly PlatformFingerprint[],
  ) {
    this.globalNames = globalNamesOf(fingerprints);
    if (fingerprints.length > 0) page.on('response', (response) => this.onResponse(response));
  }

  /** The latest main-frame document that is not a redirect is the page being observed. */
  private onResponse(response: Response): void {
    const status = response.status();
    if (!isMainFrameNavigation(this.page, response.request()) || (status >= 300 && status <= 399)) return;
    this.documentHeaders = response.allHeaders().catch(() => ({}));
  }

  /** Adds what the page shows now to the signals; never throws (a closed page adds nothing). */
  async collect(stage: StageObservation): Promise<void> {
    if (this.fingerprints.length === 0) return;
    const read = Promise.all([
      this.page
        .evaluate(readPageSignals, { globals: this.globalNames, maxUrls: MAX_RESOURCE_URLS, maxChars: MAX_URL_CHARS })
        .catch(() => NO_PAGE_SIGNALS),
      this.documentHeaders,
    ]);
    const [inPage, headers] = await Promise.race([read, sleep(COLLECT_TIMEOUT_MS).then(() => [NO_PAGE_SIGNALS, {}] as const)]);
    const s = this.signals;
    s.resourceUrls = union(s.resourceUrls, [...inPage.resourceUrls, ...stage.scripts]).slice(0, MAX_RESOURCE_URLS);
    s.globals = union(s.globals, inPage.globals);
    s.metaGenerators = union(s.metaGenerators, inPage.metaGenerators);
    s.cookieNames = union(s.cookieNames, stage.cookies.map((cookie) => cookie.name));
    Object.assign(s.headers, headers);
  }

  detected(): DetectedPlatform[] {
    return detectPlatforms(this.fingerprints, this.signals);
  }
}
