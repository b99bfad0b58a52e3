// Host side of @duckduckgo/autoconsent's message protocol (docs/api.md). The content script runs in
// every frame of the page (main world, injected by addInitScript) and talks to us through the
// exposed binding. We never let it act on its own (autoAction null): the audit must observe the
// page with the banner still up, then tell the frame that found the popup to opt in.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Logger } from 'pino';
import type { BrowserContext, Frame } from 'playwright-core';
import { PAGE_WORK_KEY } from './page-work';

interface Rule {
  name: string;
  runContext?: { main?: boolean; frame?: boolean; urlPattern?: string };
  [key: string]: unknown;
}

let cachedScript: string | null = null;
let cachedRules: Rule[] | null = null;

/** The timer functions autoconsent gets unwrapped: its retries are not the page's own work. */
const OWN_TIMERS = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'requestIdleCallback', 'cancelIdleCallback'];

/**
 * The bundle inside a function whose parameters shadow the timer functions with the unwrapped ones
 * the page-work tracker keeps (page-work.ts): the tracker counts the page's timers, not
 * autoconsent's 500 ms retries and 60 s mutation watch, which would keep every page busy. Its
 * reports also go to the tracker, which notes when it last looked at the DOM. Without the tracker
 * (it was not installed) the bundle gets the page's own functions and runs as published.
 */
export function withUnwatchedTimers(bundle: string): string {
  const own = OWN_TIMERS.map((name) => `own.${name} || ${name}`).join(', ');
  return `(() => {
  const work = window[Symbol.for(${JSON.stringify(PAGE_WORK_KEY)})];
  const own = (work && work.unwatched) || {};
  const send = window.autoconsentSendMessage;
  if (work && typeof send === 'function')
    window.autoconsentSendMessage = (message) => { work.noteConsentMessage(message); return send(message); };
  ((${OWN_TIMERS.join(', ')}) => {
${bundle}
  })(${own});
})();`;
}

/** Where autoconsent 16.23's findCmp has tried every rule of an attempt and found none (before its 500 ms retry wait). */
const ATTEMPT_END = 'this.detectHeuristics();\n      if (foundCMPs.length === 0 && retries > 0) {';

/**
 * The bundle reporting each look that found nothing when it ends (`state.emptyLooks`, the
 * attempt's number). As published, a page learns that the first look found nothing only when the
 * second starts, 500 ms later, and every landing page whose cookie is already there waited for
 * it. The page-work tracker reads the report in the page (page-work.ts), so it belongs to the
 * document that sent it. A changed bundle fails here, at the first audit, rather than waiting silently.
 */
export function reportingEmptyLooks(bundle: string): string {
  if (!bundle.includes(ATTEMPT_END)) throw new Error('@duckduckgo/autoconsent changed its findCmp: update ATTEMPT_END in autoconsent-driver.ts');
  return bundle.replace(
    ATTEMPT_END,
    'this.detectHeuristics();\n      if (foundCMPs.length === 0) this.updateState({ emptyLooks: this.state.findCmpAttempts });\n      if (foundCMPs.length === 0 && retries > 0) {',
  );
}

function autoconsentScript(): string {
  // The package's exports map hides dist/*; the main entry sits next to the playwright bundle.
  cachedScript ??= withUnwatchedTimers(
    reportingEmptyLooks(readFileSync(join(dirname(require.resolve('@duckduckgo/autoconsent')), 'autoconsent.playwright.js'), 'utf8')),
  );
  return cachedScript;
}

/** Full rules: the compact encoding drops the opt-in steps. */
function allRules(): Rule[] {
  cachedRules ??= (
    JSON.parse(
      readFileSync(require.resolve('@duckduckgo/autoconsent/rules/rules.json'), 'utf8'),
    ) as {
      autoconsent: Rule[];
    }
  ).autoconsent;
  return cachedRules;
}

/**
 * Only the rules that can run in this frame. The full set is ~700 kB of JSON; most rules are
 * site-specific (urlPattern), and sending all of them to every frame costs more than the audit.
 * Mirrors the library's own checks (checkFrameContext, hasMatchingUrlPattern).
 */
export function rulesForFrame(url: string, isMainFrame: boolean): Rule[] {
  return allRules().filter((rule) => {
    const context = { main: true, frame: false, ...rule.runContext };
    if (isMainFrame ? !context.main : !context.frame) return false;
    if (!context.urlPattern) return true;
    try {
      return new RegExp(context.urlPattern).test(url);
    } catch {
      return false;
    }
  });
}

export interface AutoconsentConfigInputs {
  /** How many 500 ms detection rounds before the script gives up on a page. */
  detectRetries: number;
  /** The audit's log: autoconsent's messages (not the config or rules it is sent). */
  log?: Logger;
}

function autoconsentConfig(inputs: AutoconsentConfigInputs) {
  return {
    enabled: true,
    autoAction: null,
    disabledCmps: [],
    // Prehiding would hide the banner from the pre-consent screenshot.
    enablePrehide: false,
    // Cosmetic rules only hide banners: an "opt-in" by hiding grants nothing and would pass for consent.
    enableCosmeticRules: false,
    enableGeneratedRules: true,
    enableHeuristicDetection: false,
    heuristicMode: 'off',
    enablePopupMutationObserver: false,
    detectRetries: inputs.detectRetries,
    // The playwright bundle runs in the page's main world, so eval snippets run inline.
    isMainWorld: true,
    prehideTimeout: 2000,
    visualTest: false,
    performanceLoggingEnabled: false,
    heuristicPopupSearchTimeout: 100,
    logs: {
      lifecycle: false,
      rulesteps: false,
      detectionsteps: false,
      evals: false,
      errors: false,
      messages: false,
      waits: false,
    },
  };
}

interface ContentMessage {
  type: string;
  cmp?: string;
  result?: boolean;
  id?: string;
  code?: string;
  url?: string;
  state?: { lifecycle?: string };
}

export interface ConsentState {
  detected: string | null;
  popupFound: boolean;
  popupCmp: string | null;
  optInSucceeded: boolean | null;
  done: boolean;
}

type Waiter = () => void;

function sendToFrame(frame: Frame, message: unknown): Promise<unknown> {
  return frame.evaluate(
    (msg) =>
      (
        window as unknown as { autoconsentReceiveMessage?: (m: unknown) => unknown }
      ).autoconsentReceiveMessage?.(msg),
    message,
  );
}

export class AutoconsentDriver {
  private detected: string | null = null;
  private popupFrame: Frame | null = null;
  private popupCmp: string | null = null;
  private optInResult: boolean | null = null;
  private done = false;
  private armed = true;
  private readonly lifecycles = new WeakMap<Frame, string>();
  private readonly waiters = new Set<Waiter>();

  constructor(private readonly inputs: AutoconsentConfigInputs) {}

  /** Must run before the first page is created so every frame of every document gets the script. */
  async install(context: BrowserContext): Promise<void> {
    await context.exposeBinding('autoconsentSendMessage', (source, message: ContentMessage) => {
      // Never block the page's call on our replies: answer asynchronously.
      void this.onMessage(source.frame, message).catch(() => undefined);
    });
    await context.addInitScript({ content: autoconsentScript() });
  }

  private resetDetection(): void {
    this.detected = null;
    this.popupFrame = null;
    this.popupCmp = null;
  }

  /** After consent we stop listening for new popups (a reload shows no banner, or a new one we ignore). */
  disarm(): void {
    this.armed = false;
  }

  state(): ConsentState {
    return {
      detected: this.detected,
      popupFound: this.popupFrame !== null,
      popupCmp: this.popupCmp,
      optInSucceeded: this.optInResult,
      done: this.done,
    };
  }

  /**
   * What a wait on the landing page needs to know from any frame: a popup found, or a CMP seen at
   * all. Whether the main frame has looked is the page's to say (page-work.ts): its own document's
   * reports, not a previous document's heard late.
   */
  search(): { popupFound: boolean; cmpSeen: boolean } {
    return { popupFound: this.popupFrame !== null, cmpSeen: this.detected !== null || this.popupFrame !== null };
  }

  private notify(): void {
    for (const waiter of [...this.waiters]) waiter();
  }

  private async onMessage(frame: Frame, message: ContentMessage): Promise<void> {
    if (!message || typeof message !== 'object') return;
    // Reports repeat the whole state on every change; only those that move a frame's lifecycle get a line.
    const lifecycle = message.state?.lifecycle;
    const moved = message.type === 'report' && lifecycle !== undefined && this.lifecycles.get(frame) !== lifecycle;
    if (moved) this.lifecycles.set(frame, lifecycle);
    if (message.type !== 'report' || moved)
      this.inputs.log?.debug(
        { autoconsent: message.type, cmp: message.cmp, result: message.result, lifecycle: message.state?.lifecycle, frame: frame.url().slice(0, 200) },
        'autoconsent message',
      );
    switch (message.type) {
      case 'init': {
        const isMain = frame.parentFrame() === null;
        const url = message.url ?? frame.url();
        // about:blank and srcdoc frames can't host a CMP and sometimes throw on init: skip them.
        // Once disarmed (after consent) the pages need no detection work at all.
        if (!this.armed || !/^https?:/.test(url)) return;
        // A new main document (interstitial followed, script hop): what the old one showed is gone.
        if (isMain) this.resetDetection();
        await sendToFrame(frame, {
          type: 'initResp',
          config: autoconsentConfig(this.inputs),
          rules: { autoconsent: rulesForFrame(url, isMain) },
        });
        return;
      }
      case 'eval': {
        // Only reached if a rule asks for an async eval; isMainWorld normally runs them inline.
        const result = await frame.evaluate(message.code ?? 'undefined').catch(() => false);
        await sendToFrame(frame, { type: 'evalResp', id: message.id, result });
        return;
      }
      case 'cmpDetected':
        if (this.armed) this.detected ??= message.cmp ?? null;
        break;
      case 'popupFound':
        if (this.armed && !this.popupFrame) {
          this.popupFrame = frame;
          this.popupCmp = message.cmp ?? null;
          this.detected = message.cmp ?? this.detected;
        }
        break;
      case 'optInResult':
        if (frame === this.popupFrame) this.optInResult = Boolean(message.result);
        break;
      case 'autoconsentDone':
        if (frame === this.popupFrame) this.done = true;
        break;
      default:
        return;
    }
    this.notify();
  }

  private waitFor(predicate: () => boolean, timeoutMs: number): Promise<boolean> {
    if (predicate()) return Promise.resolve(true);
    return new Promise((resolve) => {
      const finish = (value: boolean) => {
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve(value);
      };
      const check = () => predicate() && finish(true);
      const timer = setTimeout(() => finish(predicate()), Math.max(0, timeoutMs));
      this.waiters.add(check);
    });
  }

  /** Sends optIn to the frame that found the popup and waits (bounded) for its result. */
  async optIn(timeoutMs: number): Promise<boolean | null> {
    const frame = this.popupFrame;
    if (!frame || frame.isDetached()) return null;
    // The evaluation resolves only when the opt-in steps finish; the result message is what we wait for.
    void sendToFrame(frame, { type: 'optIn' }).catch(() => undefined);
    await this.waitFor(() => this.optInResult !== null, timeoutMs);
    return this.optInResult;
  }
}
