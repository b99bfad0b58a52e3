// Takes one StageObservation of the landing page: everything the evaluation needs to decide whether
// the memory cookie is there (cookies with origin, storages, scripts) and what the user sees
// (screenshot, title, text sample).
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import type { LandingStage, StageObservation } from '@tracklight/contracts';
import type { PageActivity } from './page-activity';
import { queryOf } from './redirect-chain-recorder';

export const TEXT_SAMPLE_CHARS = 2000;

interface PageSnapshot {
  title: string;
  text: string;
  localStorage: Record<string, string>;
  sessionStorage: Record<string, string>;
  scripts: string[];
}

/** Runs in the page. Storage access throws on opaque origins (sandboxed documents, data: URLs). */
function snapshotInPage(maxChars: number): PageSnapshot {
  const read = (name: 'localStorage' | 'sessionStorage'): Record<string, string> => {
    const out: Record<string, string> = {};
    try {
      const storage = window[name];
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i);
        if (key !== null) out[key] = storage.getItem(key) ?? '';
      }
    } catch {
      // no storage for this origin
    }
    return out;
  };
  // Scripts served from the memory cache raise no request event; the document still knows them.
  const scripts = new Set<string>();
  for (const script of Array.from(document.scripts)) if (script.src) scripts.add(script.src);
  for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
    if (entry.initiatorType === 'script') scripts.add(entry.name);
  }
  return {
    title: document.title ?? '',
    text: (document.body?.innerText ?? '').slice(0, maxChars),
    localStorage: read('localStorage'),
    sessionStorage: read('sessionStorage'),
    scripts: [...scripts],
  };
}

const EMPTY_SNAPSHOT: PageSnapshot = {
  title: '',
  text: '',
  localStorage: {},
  sessionStorage: {},
  scripts: [],
};

export interface ObserveInputs {
  page: Page;
  context: BrowserContext;
  activity: PageActivity;
  stage: LandingStage;
  screenshotDir: string | null;
  /** File name stem: `<auditId>-alp.png` and so on. */
  screenshotStem: string;
  deadline: number;
}

export const SCREENSHOT_SUFFIX: Record<LandingStage, string> = {
  alp: 'alp',
  'alp-post-consent': 'post-consent',
  'alp-post-consent-refresh': 'post-consent-refresh',
};

export function screenshotFileName(stem: string, stage: LandingStage): string {
  return `${stem}-${SCREENSHOT_SUFFIX[stage]}.png`;
}

function remaining(deadline: number, cap: number): number {
  return Math.max(1, Math.min(cap, deadline - Date.now()));
}

export async function observeStage(inputs: ObserveInputs): Promise<StageObservation> {
  const { page, context, activity, stage, deadline } = inputs;
  await activity.flushHeaderReads();
  const url = page.url();
  const snapshotPromise = page
    .evaluate(snapshotInPage, TEXT_SAMPLE_CHARS)
    .catch(() => EMPTY_SNAPSHOT);
  // Settled at once: if the audit is cut short mid-screenshot, a rejection must not go unhandled.
  const cookiesPromise = context.cookies().then(
    (cookies) => ({ cookies, error: null }),
    (error: unknown) => ({ cookies: [], error }),
  );
  let screenshot: string | null = null;
  if (inputs.screenshotDir) {
    const file = screenshotFileName(inputs.screenshotStem, stage);
    try {
      await page.screenshot({
        path: join(inputs.screenshotDir, file),
        type: 'png',
        // CSS pixels: a phone screenshot stays phone-sized (and cheap) instead of 2.6x larger.
        scale: 'css',
        timeout: remaining(deadline, 5000),
      });
      screenshot = file;
    } catch {
      // A page that cannot be painted in time still gets its other evidence.
    }
  }
  const [snapshot, cookieRead] = await Promise.all([snapshotPromise, cookiesPromise]);
  if (cookieRead.error) throw cookieRead.error;
  const { cookies } = cookieRead;
  const scripts = [...new Set([...activity.scriptUrls(), ...snapshot.scripts])];
  return {
    stage,
    observed: true,
    url,
    query: queryOf(url),
    httpStatus: activity.documentStatus,
    cookies: cookies.map((cookie) => activity.cookieOrigins.observe(cookie)),
    localStorage: snapshot.localStorage,
    sessionStorage: snapshot.sessionStorage,
    scripts,
    screenshot,
    title: snapshot.title,
    textSample: snapshot.text,
  };
}

/** A stage that did not happen (no CMP to consent to, consent skipped, audit stopped). */
export function unobservedStage(stage: LandingStage, url: string): StageObservation {
  return {
    stage,
    observed: false,
    url,
    query: queryOf(url),
    httpStatus: null,
    cookies: [],
    localStorage: {},
    sessionStorage: {},
    scripts: [],
    screenshot: null,
    title: '',
    textSample: '',
  };
}
