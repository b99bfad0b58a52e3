// The page-work tracker in real Chromium: what it counts as still due on a page, that the page's
// timers keep working and still read as native code, and that autoconsent's timers are not counted.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumBaseFlags, withMergedFeatures } from '@tracklight/platform';
import { withUnwatchedTimers } from './autoconsent-driver';
import { busyReason, PAGE_WORK_KEY, PAGE_WORK_SCRIPT, pageIsIdle, type FrameWork } from './page-work';

/** Pages by path: the test's HTML, served from 127.0.0.1 so the init script runs as on a site. */
const pages: Record<string, string> = {
  '/still': '<p>Nothing scheduled here.</p>',
  '/framed-timer': '<iframe src="/timer-inside"></iframe>',
  '/timer-inside': '<script>setTimeout(function () {}, 4000);</script>',
  '/held-image': '<img src="/held.png">',
};
/** Requests for /held… wait here for the test to answer them; one released before it arrived is answered on arrival. */
const held = new Map<string, () => void>();
const released = new Set<string>();
const release = (path: string) => {
  released.add(path);
  held.get(path)?.();
};

describe('page-work tracker', () => {
  let server: Server;
  let origin: string;
  let browser: Browser;
  let page: Page;

  const read = (horizonMs: number) =>
    page.evaluate(([key, horizon]) => {
      const tracker = (window as unknown as Record<symbol, { read(h: number): FrameWork }>)[Symbol.for(key)];
      return tracker.read(horizon);
    }, [PAGE_WORK_KEY, horizonMs] as [string, number]);

  const open = async (path: string, extraInitScript?: string, waitUntil: 'load' | 'domcontentloaded' = 'load') => {
    const context = await browser.newContext();
    await context.addInitScript({ content: PAGE_WORK_SCRIPT });
    if (extraInitScript) await context.addInitScript({ content: extraInitScript });
    page = await context.newPage();
    await page.goto(`${origin}${path}`, { waitUntil });
  };

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url?.startsWith('/held.')) {
        const answer = () => res.writeHead(200, { 'content-type': 'text/javascript' }).end('window.heldRan = true;');
        if (released.has(req.url)) answer();
        else held.set(req.url, answer);
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<!doctype html><html><head></head><body>${pages[req.url ?? ''] ?? ''}</body></html>`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', ...withMergedFeatures(chromiumBaseFlags()) });
  });

  afterEach(async () => {
    await page?.context().close();
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('counts a timer due within the horizon, not one due after it, and forgets timers that ran or were cleared', async () => {
    await open('/still');
    // Counted in the same task that schedules them: on a slow machine the 10 ms timer could run
    // before a second evaluate reads the count.
    const scheduled = await page.evaluate((key) => {
      const soon = setTimeout(() => undefined, 3_000);
      setTimeout(() => undefined, 20_000);
      clearTimeout(soon);
      setTimeout(() => undefined, 5_000);
      setTimeout(() => undefined, 10);
      return (window as unknown as Record<symbol, { read(h: number): FrameWork }>)[Symbol.for(key)].read(30_000).dueTimers;
    }, PAGE_WORK_KEY);
    expect(scheduled).toBe(3);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect((await read(10_000)).dueTimers).toBe(1);
    expect((await read(1_000)).dueTimers).toBe(0);
    expect((await read(30_000)).dueTimers).toBe(2);
  });

  it('counts an interval until it is cleared, and an animation frame until it has run', async () => {
    await open('/still');
    const id = await page.evaluate(() => setInterval(() => undefined, 10_000));
    expect((await read(1_000)).intervals).toBe(1);
    await page.evaluate((interval) => clearInterval(interval), id);
    expect((await read(1_000)).intervals).toBe(0);
    const pending = await page.evaluate(() => {
      requestAnimationFrame(() => undefined);
      return (window as unknown as Record<symbol, { read(h: number): FrameWork }>)[Symbol.for('tracklight.pageWork')].read(0).callbacks;
    });
    expect(pending).toBe(1);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect((await read(0)).callbacks).toBe(0);
  });

  it('leaves the timer functions working and reading as native code', async () => {
    await open('/still');
    const facts = await page.evaluate(
      () =>
        new Promise<{ native: boolean; name: string; ran: boolean }>((resolve) => {
          const w = window as unknown as Record<string, unknown>;
          // The browser's setTimeout also takes code as a string (Node's type does not say so).
          (setTimeout as unknown as (code: string, delay: number) => number)('window.ranFromString = true', 0);
          setTimeout(() => resolve({ native: String(setTimeout).includes('[native code]'), name: setTimeout.name, ran: w.ranFromString === true }), 20);
        }),
    );
    expect(facts).toEqual({ native: true, name: 'setTimeout', ran: true });
  });

  it('does not count the timers of a script wrapped for autoconsent', async () => {
    await open('/still', withUnwatchedTimers('setTimeout(function () {}, 60000); setInterval(function () {}, 500);'));
    const work = await read(120_000);
    expect(work).toMatchObject({ dueTimers: 0, intervals: 0 });
  });

  it('calls a still page idle, a page with a timer in a frame busy, and a web page autoconsent never looked at busy while it searches', async () => {
    await open('/still');
    await page.waitForTimeout(300);
    expect(await pageIsIdle(page, { horizonMs: 7_000, stillMs: 200, consentArmed: false })).toBe(true);
    expect(await pageIsIdle(page, { horizonMs: 7_000, stillMs: 200, consentArmed: true })).toBe(false);
    await page.evaluate(() => document.body.setAttribute('data-changed', 'now'));
    expect(await pageIsIdle(page, { horizonMs: 7_000, stillMs: 200, consentArmed: false })).toBe(false);
    await page.context().close();

    await open('/framed-timer');
    await page.waitForTimeout(300);
    expect(await pageIsIdle(page, { horizonMs: 7_000, stillMs: 200, consentArmed: false })).toBe(false);
    expect(await pageIsIdle(page, { horizonMs: 1_000, stillMs: 200, consentArmed: false })).toBe(true);
  });

  it('calls a page busy until its document has loaded: its load handlers are still due', async () => {
    await open('/held-image', undefined, 'domcontentloaded');
    await page.waitForTimeout(300);
    expect(await pageIsIdle(page, { horizonMs: 7_000, stillMs: 200, consentArmed: false })).toBe(false);
    release('/held.png');
    await page.waitForLoadState('load');
    await page.waitForTimeout(300);
    expect(await pageIsIdle(page, { horizonMs: 7_000, stillMs: 200, consentArmed: false })).toBe(true);
  });

  it('calls a page busy while a script it inserted has not run, not for one a consent manager parked', async () => {
    await open('/still');
    await page.evaluate(() => {
      const parked = document.createElement('script');
      parked.type = 'text/plain';
      parked.src = '/never.js';
      document.head.appendChild(parked);
      const script = document.createElement('script');
      script.src = '/held.js';
      document.head.appendChild(script);
    });
    await page.waitForTimeout(300);
    expect(await pageIsIdle(page, { horizonMs: 7_000, stillMs: 200, consentArmed: false })).toBe(false);
    release('/held.js');
    await page.waitForFunction(() => (window as unknown as { heldRan?: boolean }).heldRan === true);
    await page.waitForTimeout(300);
    expect(await pageIsIdle(page, { horizonMs: 7_000, stillMs: 200, consentArmed: false })).toBe(true);
  });

  it('calls a page busy once autoconsent has found a consent manager in it, before the host has heard', async () => {
    await open('/still');
    await page.waitForTimeout(300);
    const note = (message: object) =>
      page.evaluate(([key, sent]) => (window as unknown as Record<symbol, { noteConsentMessage(m: object): void }>)[Symbol.for(key)].noteConsentMessage(sent), [PAGE_WORK_KEY, message] as [string, object]);
    await note({ type: 'report', state: { findCmpAttempts: 2, lifecycle: 'started' } });
    expect(await pageIsIdle(page, { horizonMs: 7_000, stillMs: 200, consentArmed: true })).toBe(true);
    await note({ type: 'cmpDetected', cmp: 'Onetrust' });
    expect(await pageIsIdle(page, { horizonMs: 7_000, stillMs: 200, consentArmed: true })).toBe(false);
    expect(await pageIsIdle(page, { horizonMs: 7_000, stillMs: 200, consentArmed: false })).toBe(true);
  });

  it('says a look ended empty only from this document\'s own reports, and not once a consent manager is found', async () => {
    await open('/still');
    const note = (message: object) =>
      page.evaluate(([key, sent]) => (window as unknown as Record<symbol, { noteConsentMessage(m: object): void }>)[Symbol.for(key)].noteConsentMessage(sent), [PAGE_WORK_KEY, message] as [string, object]);
    await note({ type: 'report', state: { findCmpAttempts: 1, lifecycle: 'started' } });
    expect(await read(0)).toMatchObject({ consentLookedEmpty: false, consentGaveUp: false });
    await note({ type: 'report', state: { findCmpAttempts: 1, emptyLooks: 1, lifecycle: 'started' } });
    expect(await read(0)).toMatchObject({ consentLookedEmpty: true, consentGaveUp: false });
    await note({ type: 'report', state: { findCmpAttempts: 3, emptyLooks: 3, lifecycle: 'nothingDetected' } });
    expect(await read(0)).toMatchObject({ consentLookedEmpty: true, consentGaveUp: true });
    await note({ type: 'cmpDetected', cmp: 'Onetrust' });
    expect(await read(0)).toMatchObject({ consentLookedEmpty: false, consentGaveUp: false });
  });

  it('calls a page busy once it has started to leave, before the browser has even asked for the next document', async () => {
    await open('/still');
    await page.waitForTimeout(300);
    expect(await pageIsIdle(page, { horizonMs: 7_000, stillMs: 200, consentArmed: false })).toBe(true);
    // The next document is held by the server: the page stays, on its way out. Read in the task
    // that navigates: Playwright holds later evaluations until the next document is there.
    const work = await page.evaluate((key) => {
      location.assign('/held.next');
      return (window as unknown as Record<symbol, { read(h: number): FrameWork }>)[Symbol.for(key)].read(7_000);
    }, PAGE_WORK_KEY);
    expect(work.leaving).toBe(true);
    expect(busyReason(work, page.url(), { horizonMs: 7_000, stillMs: 200, consentArmed: false })).toBe('navigating away');
    release('/held.next');
    // Closing the context while the next document commits can hang Chromium's close for good
    // (microsoft/playwright#42366): the test ends once that document is there.
    await page.waitForURL(`${origin}/held.next`);
  });
});
