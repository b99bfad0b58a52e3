// Drives the REAL @duckduckgo/autoconsent content script from Playwright, the way its own runner and
// docs/puppeteer.md do: the script goes into every frame with context.addInitScript, talks to us
// through the exposed binding `autoconsentSendMessage`, and we answer through
// window.autoconsentReceiveMessage. With autoAction null it stops at popupFound until we send optIn.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { BrowserContext, Frame } from 'playwright-core';

const DIST = dirname(require.resolve('@duckduckgo/autoconsent'));

export const AUTOCONSENT_SCRIPT = readFileSync(join(DIST, 'autoconsent.playwright.js'), 'utf8');

/** Full rules (with opt-in steps; the compact bundle omits them). */
export const AUTOCONSENT_RULES: { autoconsent: unknown[] } = JSON.parse(
  readFileSync(join(DIST, 'addon-mv3', 'rules.json'), 'utf8'),
);

export const AUTOCONSENT_CONFIG = {
  enabled: true,
  autoAction: null,
  disabledCmps: [],
  enablePrehide: false,
  enableCosmeticRules: false,
  detectRetries: 20,
  isMainWorld: false,
};

export interface AutoconsentEvent {
  type: string;
  cmp?: string;
  result?: boolean;
  url?: string;
  frame: Frame;
  at: number;
}

interface ContentMessage {
  type: string;
  id?: string;
  code?: string;
  cmp?: string;
  result?: boolean;
  url?: string;
}

type Receiver = { autoconsentReceiveMessage?: (m: unknown) => Promise<void> };

/**
 * Hands a message to the content script of one frame without waiting for it to be processed.
 * The message travels as one JSON string: Playwright's structured serialiser takes seconds on the
 * ~700 KB rule tree, a string costs milliseconds.
 */
function deliver(frame: Frame, message: unknown): Promise<void> {
  return deliverJson(frame, JSON.stringify(message));
}

function deliverJson(frame: Frame, json: string): Promise<void> {
  return frame
    .evaluate((j) => {
      const w = window as unknown as Receiver;
      if (w.autoconsentReceiveMessage) void w.autoconsentReceiveMessage(JSON.parse(j));
    }, json)
    .catch(() => undefined); // frame navigated away or was detached
}

let initRespJson: string | null = null;

export class AutoconsentHarness {
  readonly events: AutoconsentEvent[] = [];
  private waiters: Array<() => void> = [];

  private constructor() {}

  static async attach(context: BrowserContext): Promise<AutoconsentHarness> {
    const h = new AutoconsentHarness();
    await context.exposeBinding(
      'autoconsentSendMessage',
      async ({ frame }: { frame: Frame }, msg: ContentMessage) => {
        if (!msg || typeof msg !== 'object') return;
        if (msg.type === 'init') {
          // A fresh page's about:blank has nothing to find; answering it only costs time.
          if (frame.url() === 'about:blank' || frame.url() === '') return;
          initRespJson ??= JSON.stringify({
            type: 'initResp',
            config: AUTOCONSENT_CONFIG,
            rules: AUTOCONSENT_RULES,
          });
          await deliverJson(frame, initRespJson);
          return;
        }
        if (msg.type === 'eval') {
          // Rules that need page globals (Cookiebot, Usercentrics...) evaluate in the main world here.
          const result = await frame.evaluate(msg.code ?? 'false').catch(() => false);
          await deliver(frame, { type: 'evalResp', id: msg.id, result });
          return;
        }
        if (msg.type === 'report') return;
        h.events.push({
          type: msg.type,
          cmp: msg.cmp,
          result: msg.result,
          url: msg.url,
          frame,
          at: Date.now(),
        });
        h.waiters.splice(0).forEach((w) => w());
      },
    );
    await context.addInitScript({ content: AUTOCONSENT_SCRIPT });
    return h;
  }

  /** Resolves with the first event matching `pred` (past or future); rejects after `timeoutMs`. */
  waitFor(
    pred: (e: AutoconsentEvent) => boolean,
    timeoutMs: number,
    what = 'autoconsent event',
  ): Promise<AutoconsentEvent> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== check);
        reject(
          new Error(`Timed out after ${timeoutMs} ms waiting for ${what}; got: ${this.summary()}`),
        );
      }, timeoutMs);
      const check = () => {
        const hit = this.events.find(pred);
        if (hit) {
          clearTimeout(timer);
          resolve(hit);
        } else {
          this.waiters.push(check);
        }
      };
      check();
    });
  }

  waitForPopup(timeoutMs = 10_000): Promise<AutoconsentEvent> {
    return this.waitFor((e) => e.type === 'popupFound', timeoutMs, 'popupFound');
  }

  /** Sends optIn to the frame whose content script found the popup, and waits for its result. */
  async optIn(popup: AutoconsentEvent, timeoutMs = 10_000): Promise<AutoconsentEvent> {
    const since = Date.now();
    await deliver(popup.frame, { type: 'optIn' });
    return this.waitFor(
      (e) => e.type === 'optInResult' && e.frame === popup.frame && e.at >= since,
      timeoutMs,
      'optInResult',
    );
  }

  names(type: string): string[] {
    return this.events.filter((e) => e.type === type).map((e) => e.cmp ?? '');
  }

  summary(): string {
    return JSON.stringify(
      this.events.map(
        (e) => `${e.type}:${e.cmp ?? ''}${e.result === undefined ? '' : `=${e.result}`}`,
      ),
    );
  }
}
