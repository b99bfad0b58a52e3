// Waiting for what a stage needs instead of for a fixed time (issue 17, item 2). Each wait ends on
// the first signal that settles the stage's question, and is always bounded:
//   popup-found    autoconsent found the consent banner (the landing page's question is answered)
//   memory-cookie  the network's memory cookie is there and the network is quiet: the status cannot
//                  change any more at this stage
//   no-cmp         autoconsent gave up looking for a CMP and the page is quiet
//   page-quiet     no request in flight and no DOM change for the quiet window, the network's tag
//                  (if it ran) given its time to store the cookie, and on the landing page the
//                  late-banner window over
//   page-idle      nothing is due on the page within the wait's bound (no timer, callback, animation,
//                  socket or refresh; every frame's DOM still, and autoconsent has looked at it):
//                  neither a banner nor the cookie can come any more (page-work.ts, decision 0051)
//   navigated      the page moved on by itself (an interstitial): the caller follows it
//   deadline       the wait's bound came first
// What ended each wait and how long it took goes into the stage's evidence (`StageWait`).
import type { Logger } from 'pino';
import type { BrowserContext, Page, Request } from 'playwright-core';
import type { StageWait, WaitSignal, WaitStep } from '@tracklight/contracts';
import type { AutoconsentDriver } from './autoconsent-driver';
import type { NetworkSignals, StoredNow } from './network-signals';
import type { PageActivity } from './page-activity';
import { sleep } from './page-activity';
import { PAGE_WORK_KEY, pageIsIdle, type SearchState } from './page-work';

export interface WaitTimings {
  /** No request in flight and no DOM change for this long counts as quiet. */
  quietMs: number;
  /** Longest a stage waits for quiet when nothing else keeps it waiting. */
  settleCapMs: number;
  /** From the landing page's load: how long a page with neither a banner nor the memory cookie is watched for a late banner. */
  cmpWaitMs: number;
  /** From the network's tag finishing: how long its memory cookie is awaited (tags that store it from a timer). */
  cookieWaitMs: number;
}

export interface WaitInputs {
  page: Page;
  context: BrowserContext;
  activity: PageActivity;
  signals: NetworkSignals | null;
  /** Click ids the journey carried so far (for memory cookies that must hold one). */
  clickIds: () => string[];
  timings: WaitTimings;
  /** Absolute end of the audit: no wait goes past it. */
  deadline: number;
  log?: Logger;
}

const POLL_MS = 100;
const COOKIE_POLL_MS = 250;
/** Asking every frame what is due costs a round trip each: not on every poll. */
const IDLE_POLL_MS = 200;

interface PageProbe {
  /** Milliseconds since the DOM last changed (nodes added or removed, text changed). */
  domQuietMs: number;
  localStorage: Record<string, string>;
  sessionStorage: Record<string, string>;
  /** The main frame's page-work tracker, on this document: autoconsent's looks, and whether it is leaving. */
  work: SearchState | null;
}

/**
 * Runs in the page: installs (once per document) a MutationObserver that remembers the last change,
 * kept under a registry symbol so the page's own code does not trip over it. Attribute changes are
 * left out: a carousel or a clock changes styles forever without adding anything to wait for.
 */
function probeInPage([readStorage, workKey]: [boolean, string]): PageProbe {
  const key = Symbol.for('tracklight.domActivity');
  const holder = window as unknown as Record<symbol, { last: number } | undefined>;
  let state = holder[key];
  if (!state) {
    const created = { last: performance.now() };
    new MutationObserver(() => (created.last = performance.now())).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    Object.defineProperty(window, key, { value: created });
    state = created;
  }
  const read = (name: 'localStorage' | 'sessionStorage'): Record<string, string> => {
    const out: Record<string, string> = {};
    if (!readStorage) return out;
    try {
      const storage = window[name];
      for (let i = 0; i < storage.length; i++) {
        const k = storage.key(i);
        if (k !== null) out[k] = storage.getItem(k) ?? '';
      }
    } catch {
      // opaque origin: no storage
    }
    return out;
  };
  const tracker = (window as unknown as Record<symbol, { search(): SearchState } | undefined>)[Symbol.for(workKey)];
  return {
    domQuietMs: performance.now() - state.last,
    localStorage: read('localStorage'),
    sessionStorage: read('sessionStorage'),
    work: tracker ? tracker.search() : null,
  };
}

/** Watches the network's tag on the current document: in flight, and when it last finished. */
class TagWatch {
  private inFlightCount = 0;
  private finished: { at: number; navigation: number } | null = null;

  constructor(page: Page, private readonly activity: PageActivity, signals: NetworkSignals | null) {
    if (!signals) return;
    const isTag = (request: Request) => signals.isTrackingScript(request.url());
    page.on('request', (request) => {
      if (isTag(request)) this.inFlightCount += 1;
    });
    const done = (request: Request) => {
      if (!isTag(request)) return;
      this.inFlightCount = Math.max(0, this.inFlightCount - 1);
      this.finished = { at: Date.now(), navigation: activity.mainNavigations };
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }

  get inFlight(): boolean {
    return this.inFlightCount > 0;
  }

  /** When the tag last finished on the document shown now; a previous document's tag does not count. */
  get finishedAt(): number | null {
    return this.finished && this.finished.navigation === this.activity.mainNavigations ? this.finished.at : null;
  }
}

export class StageWaits {
  private steps: WaitStep[] = [];
  private readonly tag: TagWatch;
  private cookieSeen = false;
  private cookieCheckedAt = 0;
  private idleCheckedAt = 0;

  constructor(private readonly inputs: WaitInputs) {
    this.tag = new TagWatch(inputs.page, inputs.activity, inputs.signals);
  }

  /** Starts a stage's record. */
  begin(): void {
    this.steps = [];
    this.cookieSeen = false;
    this.cookieCheckedAt = 0;
    this.idleCheckedAt = 0;
  }

  record(step: WaitStep['step'], endedBy: WaitSignal, startedAt: number): void {
    const waited: WaitStep = { step, endedBy, waitedMs: Math.max(0, Date.now() - startedAt) };
    this.steps.push(waited);
    this.inputs.log?.info(waited, 'wait ended');
  }

  /** The stage's record: the last wait's reason, and every wait added up. */
  result(): StageWait {
    const last = this.steps[this.steps.length - 1];
    return {
      endedBy: last?.endedBy ?? 'load',
      waitedMs: this.steps.reduce((sum, step) => sum + step.waitedMs, 0),
      steps: [...this.steps],
    };
  }

  private async probe(): Promise<PageProbe | null> {
    return this.inputs.page
      .evaluate(probeInPage, [this.inputs.signals?.readsPageStorage ?? false, PAGE_WORK_KEY] as [boolean, string])
      .catch(() => null);
  }

  private async memoryCookieThere(probe: PageProbe | null, unthrottled = false): Promise<boolean> {
    const { signals, context } = this.inputs;
    if (!signals || this.cookieSeen) return this.cookieSeen;
    const now = Date.now();
    if (!unthrottled && now - this.cookieCheckedAt < COOKIE_POLL_MS) return false;
    this.cookieCheckedAt = now;
    const cookies = await context.cookies().catch(() => []);
    const stored: StoredNow = {
      cookies,
      localStorage: probe?.localStorage ?? {},
      sessionStorage: probe?.sessionStorage ?? {},
    };
    this.cookieSeen = signals.hasMemoryCookie(stored, this.inputs.clickIds());
    return this.cookieSeen;
  }

  /**
   * Waits until the stage's question is settled (see the file's head). With `consent` (the landing
   * page) the banner question comes first: the memory cookie ends the wait only once autoconsent has
   * looked once and found no CMP, and quiet ends it only after the late-banner window.
   */
  async settle(consent: AutoconsentDriver | null, extraMs = 0): Promise<WaitSignal> {
    const { activity, timings } = this.inputs;
    const startedAt = Date.now();
    const navigations = activity.mainNavigations;
    // The late-banner window runs from the document's load event, read at each check: a document
    // still loading when the wait began (a starved machine) gets its whole window once it loads.
    const endedBy = await this.until(() => {
      const bannerUntil = consent ? (activity.loadedAt ?? startedAt) + timings.cmpWaitMs + extraMs : 0;
      return this.check(consent, { navigations, startedAt, bannerUntil });
    });
    this.record('settle', endedBy, startedAt);
    return endedBy;
  }

  private async until(check: () => Promise<WaitSignal | null>): Promise<WaitSignal> {
    for (;;) {
      const signal = await check();
      if (signal) return signal;
      await sleep(Math.min(POLL_MS, Math.max(0, this.inputs.deadline - Date.now())));
    }
  }

  private async check(
    consent: AutoconsentDriver | null,
    at: { navigations: number; startedAt: number; bannerUntil: number },
  ): Promise<WaitSignal | null> {
    const { activity, timings, deadline } = this.inputs;
    if (activity.mainNavigations !== at.navigations) return 'navigated';
    const search = consent?.search() ?? null;
    if (search?.popupFound) return 'popup-found';
    const now = Date.now();
    if (now >= deadline) return 'deadline';
    const probe = await this.probe();
    const networkQuiet = activity.quietFor() >= timings.quietMs;
    const quiet = networkQuiet && (probe?.domQuietMs ?? Infinity) >= timings.quietMs;
    const cookie = await this.memoryCookieThere(probe);
    // A page on its way elsewhere is not the page to observe: the next one is followed ('navigated').
    const leaving = probe?.work?.leaving ?? false;
    // On the landing page the banner question comes first: autoconsent has looked at this document
    // once and no frame has shown a CMP (a banner could still come later), or it gave up looking.
    const lookedOnceEmpty = !search || (!search.cmpSeen && (probe?.work?.consentLookedEmpty ?? false));
    const gaveUpEmpty = search !== null && !search.cmpSeen && (probe?.work?.consentGaveUp ?? false);
    if (cookie && networkQuiet && !leaving && lookedOnceEmpty) return 'memory-cookie';
    // The network's tag ran but its cookie is not there yet: tags store it from a timer.
    const tagFinishedAt = this.tag.finishedAt;
    const cookieDue = !cookie && (this.tag.inFlight || (tagFinishedAt !== null && now < tagFinishedAt + timings.cookieWaitMs));
    if (quiet && !cookieDue && !leaving && gaveUpEmpty) return 'no-cmp';
    if (quiet && !cookieDue && !leaving && now >= at.bannerUntil) return 'page-quiet';
    const bound = Math.max(
      at.startedAt + timings.settleCapMs,
      at.bannerUntil,
      tagFinishedAt !== null && !cookie ? tagFinishedAt + timings.cookieWaitMs : 0,
    );
    if (now >= bound) return 'deadline';
    // What is due only after the wait's bound could not change this stage's answer anyway.
    const horizonMs = Math.min(bound, deadline) - now;
    if (quiet && lookedOnceEmpty && (await this.pageIdle(consent !== null, horizonMs)))
      // The timer that made the page busy may have just stored the cookie: name the better reason.
      return (await this.memoryCookieThere(probe, true)) ? 'memory-cookie' : 'page-idle';
    return null;
  }

  private async pageIdle(consentArmed: boolean, horizonMs: number): Promise<boolean> {
    const { activity, page, timings } = this.inputs;
    const now = Date.now();
    if (now - this.idleCheckedAt < IDLE_POLL_MS) return false;
    this.idleCheckedAt = now;
    if (activity.outsideWorkDue(horizonMs)) return false;
    return pageIsIdle(page, { horizonMs, stillMs: timings.quietMs, consentArmed });
  }
}
