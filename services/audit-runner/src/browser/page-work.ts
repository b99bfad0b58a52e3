// What a page still has scheduled (issue 17, items 2 and 7). A landing page that shows neither a
// banner nor the memory cookie used to be watched for the whole late-banner window (7 s), because a
// banner can be injected seconds after load. But something must inject it: a timer, a network
// answer, an animation's end, a socket's message, a meta refresh. When a page has none of those
// due within the window, its DOM has been still for the quiet window, and autoconsent has looked at
// that still DOM, nothing can show a banner or store a cookie any more: the wait ends as
// 'page-idle' (decision 0051). A page that keeps an interval or an animation frame loop running
// is never idle and is watched as before.
//
// The tracker runs in every frame before the page's own scripts (an init script in the main
// world). It wraps the timer functions in Proxies, so they still read as native code; autoconsent's
// own timers go to the unwrapped functions (autoconsent-driver.ts), or its 60 s mutation watch
// would keep every page busy.
import type { Frame, Page } from 'playwright-core';

/** Where the tracker keeps its state in the page (a registry symbol: no name the page can clash with). */
export const PAGE_WORK_KEY = 'tracklight.pageWork';

/** What the tracker knows of autoconsent's looks at this document, and whether it is leaving. */
export interface SearchState {
  /**
   * Autoconsent finished a look at this document and found no consent manager (or gave up). Read
   * here rather than from the messages the host hears: a starved host can hear the previous
   * document's report after the next document has started.
   */
  consentLookedEmpty: boolean;
  /** Autoconsent gave up looking in this document (lifecycle 'nothingDetected'). */
  consentGaveUp: boolean;
  /**
   * The document has started to leave (a script navigation, a form submission, a link followed):
   * its next document is on its way, though the browser may not have asked for it yet.
   */
  leaving: boolean;
}

/** One frame's answer: what is still due in it, and how long its DOM has been still. */
export interface FrameWork extends SearchState {
  /**
   * The document has not fired its load event: its load handlers are still due (a banner script
   * scheduled from one, say). On a starved machine the network and the DOM can be still for a
   * while before that.
   */
  loading: boolean;
  /**
   * Scripts put in the document that have not loaded (or failed) yet: each runs when it arrives.
   * The browser may not even have asked for one yet, so the network looks quiet meanwhile.
   */
  scriptsLoading: number;
  /** One-off timers due within the horizon, interval timers, animation-frame and idle callbacks not yet run. */
  dueTimers: number;
  intervals: number;
  callbacks: number;
  /** CSS animations and transitions running towards an end (whose end events a script may handle). */
  animations: number;
  /** A meta refresh the document will follow within the horizon. */
  refreshDue: boolean;
  /** Milliseconds since the DOM last changed, attributes included. */
  stillMs: number;
  /** Autoconsent has looked for a CMP in this frame since its DOM last changed, or gave up looking. */
  consentLooked: boolean;
  /** Autoconsent reported from this frame at least once. */
  consentStarted: boolean;
  /** Autoconsent found a consent manager in this frame (its handling of the banner is under way). */
  consentFound: boolean;
}

/** Runs in the page, as an init script: installs the tracker once per document. */
function trackPageWork(key: string): void {
  const holder = window as unknown as Record<symbol, unknown>;
  const symbol = Symbol.for(key);
  if (holder[symbol]) return;
  const now = () => performance.now();
  const timeouts = new Map<number, number>();
  const intervals = new Set<number>();
  const callbacks = new Set<string>();
  const state = { lastChange: now(), lastLook: -1, looks: 0, gaveUp: false, found: false, lookedEmpty: false, leaving: false };
  // Both: 'navigate' comes first for script and form navigations, 'beforeunload' also for a meta refresh.
  const leave = () => (state.leaving = true);
  window.addEventListener('beforeunload', leave);
  const navigation = (window as unknown as { navigation?: EventTarget }).navigation;
  navigation?.addEventListener('navigate', (event) => {
    if (!(event as Event & { destination?: { sameDocument?: boolean } }).destination?.sameDocument) leave();
  });
  const unwatched: Record<string, unknown> = {};
  const wrap = (name: string, apply: (target: (...args: unknown[]) => unknown, self: unknown, args: unknown[]) => unknown) => {
    const target = (window as unknown as Record<string, unknown>)[name];
    if (typeof target !== 'function') return;
    unwatched[name] = target;
    (window as unknown as Record<string, unknown>)[name] = new Proxy(target, { apply });
  };
  // A string handler runs as global code, as the browser would run it.
  const asFunction = (handler: unknown): ((...args: unknown[]) => unknown) =>
    typeof handler === 'function' ? (handler as (...args: unknown[]) => unknown) : () => (0, eval)(String(handler));
  wrap('setTimeout', (target, self, [handler, delay, ...rest]) => {
    const run = asFunction(handler);
    const id = Reflect.apply(target, self, [
      function (this: unknown, ...args: unknown[]) {
        timeouts.delete(id);
        return run.apply(this, args);
      },
      delay,
      ...rest,
    ]) as number;
    timeouts.set(id, now() + (Number(delay) || 0));
    return id;
  });
  wrap('setInterval', (target, self, args) => {
    const id = Reflect.apply(target, self, args) as number;
    intervals.add(id);
    return id;
  });
  // clearTimeout and clearInterval share one list of ids in the browser: either clears either.
  for (const name of ['clearTimeout', 'clearInterval'])
    wrap(name, (target, self, args) => {
      timeouts.delete(args[0] as number);
      intervals.delete(args[0] as number);
      return Reflect.apply(target, self, args);
    });
  const callbackKinds: Array<[request: string, cancel: string]> = [
    ['requestAnimationFrame', 'cancelAnimationFrame'],
    ['requestIdleCallback', 'cancelIdleCallback'],
  ];
  for (const [request, cancel] of callbackKinds) {
    wrap(request, (target, self, [handler, ...rest]) => {
      const run = asFunction(handler);
      const id = Reflect.apply(target, self, [
        function (this: unknown, ...args: unknown[]) {
          callbacks.delete(`${request}:${id}`);
          return run.apply(this, args);
        },
        ...rest,
      ]) as number;
      callbacks.add(`${request}:${id}`);
      return id;
    });
    wrap(cancel, (target, self, args) => {
      callbacks.delete(`${request}:${String(args[0])}`);
      return Reflect.apply(target, self, args);
    });
  }
  const scriptsLoading = new Set<HTMLScriptElement>();
  // Types the browser runs (a consent manager parks the scripts it holds back as text/plain).
  const runnable = /^((text|application)\/(x-)?(java|ecma)script|text\/jscript|module)?$/;
  const watchScript = (node: Node) => {
    if (!(node instanceof HTMLScriptElement) || !node.src || scriptsLoading.has(node)) return;
    if (!runnable.test(node.type.trim().toLowerCase())) return;
    scriptsLoading.add(node);
    const done = () => scriptsLoading.delete(node);
    node.addEventListener('load', done, { once: true });
    node.addEventListener('error', done, { once: true });
  };
  new MutationObserver((records) => {
    state.lastChange = now();
    records.forEach((record) =>
      record.addedNodes.forEach((node) => {
        watchScript(node);
        if (node instanceof Element) node.querySelectorAll('script[src]').forEach(watchScript);
      }),
    );
  }).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
  });
  const refreshWithin = (horizonMs: number): boolean => {
    const meta = document.querySelector('meta[http-equiv="refresh" i]');
    if (!meta) return false;
    const seconds = Number.parseFloat(meta.getAttribute('content') ?? '');
    return !Number.isFinite(seconds) || seconds * 1000 <= horizonMs;
  };
  const runningAnimations = (): number =>
    typeof document.getAnimations === 'function'
      ? document
          .getAnimations()
          .filter((animation) => animation.playState === 'running' && Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
          .length
      : 0;
  const searchState = (): SearchState => ({
    consentLookedEmpty: state.lookedEmpty && !state.found,
    consentGaveUp: state.gaveUp && !state.found,
    leaving: state.leaving,
  });
  Object.defineProperty(window, symbol, {
    value: {
      unwatched,
      /** Autoconsent's reports: a new findCmp attempt starts a look at the DOM as it is then. */
      noteConsentMessage(message: { type?: string; state?: { findCmpAttempts?: number; lifecycle?: string; emptyLooks?: number } }) {
        // Seen here before the host hears of it: a starved host must not call the page idle meanwhile.
        if (message?.type === 'cmpDetected' || message?.type === 'popupFound') state.found = true;
        if (message?.type !== 'report') return;
        const attempts = message.state?.findCmpAttempts ?? 0;
        if (attempts > state.looks) {
          state.looks = attempts;
          state.lastLook = now();
        }
        if (message.state?.lifecycle === 'nothingDetected') state.gaveUp = true;
        // A look ended empty (reportingEmptyLooks), or a second one started, which it does only then.
        if (state.gaveUp || (message.state?.emptyLooks ?? 0) >= 1 || attempts >= 2) state.lookedEmpty = true;
      },
      /** What the landing wait asks at every poll: cheap, without counting timers or animations. */
      search: searchState,
      read(horizonMs: number): FrameWork {
        const at = now();
        let dueTimers = 0;
        for (const due of timeouts.values()) if (due - at <= horizonMs) dueTimers += 1;
        return {
          loading: document.readyState !== 'complete',
          scriptsLoading: scriptsLoading.size,
          dueTimers,
          intervals: intervals.size,
          callbacks: callbacks.size,
          animations: runningAnimations(),
          refreshDue: refreshWithin(horizonMs),
          stillMs: at - state.lastChange,
          consentLooked: state.gaveUp || (state.looks > 0 && state.lastLook > state.lastChange),
          consentStarted: state.looks > 0,
          consentFound: state.found,
          ...searchState(),
        };
      },
    },
  });
}

/** The init script: the tracker, installed before any script of the page runs. */
export const PAGE_WORK_SCRIPT = `(${trackPageWork.toString()})(${JSON.stringify(PAGE_WORK_KEY)});`;

/** Runs in the page: the frame's answer, or null where the tracker is absent (a browser error page). */
function readInPage([key, horizonMs]: [string, number]): FrameWork | null {
  const tracker = (window as unknown as Record<symbol, { read(horizonMs: number): FrameWork } | undefined>)[Symbol.for(key)];
  return tracker ? tracker.read(horizonMs) : null;
}

export interface IdleQuestion {
  /** Nothing due later than this many milliseconds from now matters to the wait. */
  horizonMs: number;
  /** The DOM must have been still this long. */
  stillMs: number;
  /** Autoconsent is looking for a banner: it must have looked at the still DOM of every web frame. */
  consentArmed: boolean;
}

/** Why a frame is not idle, or null when it is. */
export function busyReason(work: FrameWork | null, url: string, question: IdleQuestion): string | null {
  if (!work) return 'no tracker';
  if (work.leaving) return 'navigating away';
  if (work.loading) return 'still loading';
  if (work.scriptsLoading > 0) return 'script loading';
  if (work.dueTimers > 0) return 'timer due';
  if (work.intervals > 0) return 'interval running';
  if (work.callbacks > 0) return 'callback pending';
  if (work.animations > 0) return 'animation running';
  if (work.refreshDue) return 'meta refresh due';
  if (work.stillMs < question.stillMs) return 'DOM changing';
  // Autoconsent runs only in web frames (about:blank and srcdoc frames get no rules).
  const web = /^https?:/.test(url);
  if (question.consentArmed && web && !(work.consentStarted && work.consentLooked)) return 'consent not looked';
  if (question.consentArmed && work.consentFound) return 'consent manager found';
  return null;
}

/** Whether every frame of the page is idle: nothing due within the horizon, DOM still, banner search done. */
export async function pageIsIdle(page: Page, question: IdleQuestion): Promise<boolean> {
  const frames: Frame[] = page.frames();
  const answers = await Promise.all(
    frames.map((frame) =>
      frame
        .evaluate(readInPage, [PAGE_WORK_KEY, question.horizonMs] as [string, number])
        .then((work) => busyReason(work, frame.url(), question))
        .catch(() => 'frame gone'),
    ),
  );
  return answers.every((reason) => reason === null);
}
