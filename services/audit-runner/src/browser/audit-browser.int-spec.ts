// Real Chromium against the sandbox affiliate world (test/sandbox): the engine's own guarantees
// (hard timeout, crash recovery, restarts, no leaked contexts, the address guard). Every
// scenario's browser-side facts are checked on the end-to-end run (run-audit.int-spec).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import {
  CLICK,
  PUBLISHER,
  SANDBOX_AUDIT_TIMEOUT_MS,
  scenarioById,
  SLOW_PAGE_STALL_MS,
  SHOP,
  startSandbox,
} from '../../../../test/sandbox';
import type { Sandbox, SandboxScenario } from '../../../../test/sandbox';
import { chromiumBrowserPids, chromiumRssKb } from '../test-support/chromium-processes';
import { hasMemoryCookie } from '../test-support/browser-facts';
import { sandboxRunContext } from '../test-support/sandbox-networks';
import { auditOptionsFor, type AuditEvidence, type AuditOptions } from '@tracklight/contracts';
import { connect } from 'node:net';
import { AddressGuard } from './address-guard';
import { EgressProxy } from './egress-proxy';
import { HostResolverMapper } from './host-resolver-rules';
import { AuditBrowser } from './audit-browser';
import { contextOptions, launchOptions, resolveSettings } from './launch-options';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const NETWORK_HOSTS = new Set<string>(Object.values(CLICK));

const options = auditOptionsFor;

/** Pixel width of a PNG file (IHDR). */
function pngWidth(file: string): number {
  return readFileSync(file).readUInt32BE(16);
}



describe('AuditBrowser in real Chromium against the sandbox', () => {
  let sandbox: Sandbox;
  let browser: AuditBrowser;
  let screenshotDir: string;

  function audit(s: SandboxScenario, extra: Partial<AuditOptions> = {}, auditId?: string) {
    const auditOptions = options(s.link(sandbox), { referrer: s.referrer ?? null, ...extra });
    return browser.observeAudit(auditOptions, {
      auditId,
      isNetworkHost: (host) => NETWORK_HOSTS.has(host),
      signals: sandboxRunContext(auditOptions).signals,
    });
  }

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0 });
    screenshotDir = mkdtempSync(join(tmpdir(), 'tracklight-shots-'));
    browser = new AuditBrowser({
      chromiumPath: CHROMIUM,
      allowPrivateNetworks: true,
      hostResolverRules: sandbox.hostResolverRules,
      screenshotDir,
      auditTimeoutMs: SANDBOX_AUDIT_TIMEOUT_MS,
    });
    await browser.warmUp();
  });

  afterAll(async () => {
    await browser?.close();
    await sandbox?.close();
    if (screenshotDir) rmSync(screenshotDir, { recursive: true, force: true });
  });

  it('records the whole journey of a OneTrust + AWIN link', async () => {
    const s = scenarioById('onetrust-awin-conditional');
    const started = Date.now();
    const evidence = await audit(s, {}, 'audit-1');
    const elapsed = Date.now() - started;
    expect(evidence.failure).toBeNull();
    expect(evidence.hops.map((h) => [h.host, h.via, h.stage])).toEqual([
      [CLICK.awin, 'http-redirect', 'niu'],
      [SHOP.onetrust, 'final', null],
    ]);
    expect(evidence.hops[0].status).toBe(302);
    expect(evidence.cmp).toMatchObject({
      detected: 'Onetrust',
      popupFound: true,
      optInSucceeded: true,
    });
    const [alp, post, refresh] = evidence.stages;
    expect([alp.observed, post.observed, refresh.observed]).toEqual([true, true, true]);
    expect(alp.httpStatus).toBe(200);
    expect(alp.query.awc).toMatch(/^12345_/);
    expect(alp.textSample.length).toBeGreaterThan(0);
    const memory = post.cookies.find((c) => c.name === '_aw_m_12345');
    expect(memory).toMatchObject({ origin: 'script', value: alp.query.awc });
    expect(post.cookies.find((c) => c.name.startsWith('Optanon'))).toBeDefined();
    expect(post.scripts.some((src) => src.includes('12345.js'))).toBe(true);
    expect([alp.screenshot, post.screenshot, refresh.screenshot]).toEqual([
      'audit-1-alp.png',
      'audit-1-post-consent.png',
      'audit-1-post-consent-refresh.png',
    ]);
    expect(pngWidth(join(screenshotDir, 'audit-1-alp.png'))).toBe(1366);
    console.log(`one OneTrust audit (3 stages, 3 screenshots): ${elapsed} ms`);
    expect(browser.stats().openContexts).toBe(0);
  });

  it('records meta refresh and script hops, and header cookies on hops', async () => {
    const meta = await audit(scenarioById('partnerize-meta-refresh-hop'));
    expect(meta.hops.map((h) => [h.host, h.via])).toContainEqual([
      CLICK.partnerize,
      'meta-refresh',
    ]);

    const js = await audit(scenarioById('cj-js-redirect-hop'));
    expect(js.hops.map((h) => [h.host, h.via])).toEqual(
      expect.arrayContaining([
        [SHOP.jsRedirect, 'script'],
        [SHOP.jsRedirect, 'final'],
      ]),
    );
    expect(js.interstitialNavigated).toBe(false);

    const td = await audit(scenarioById('tradedoubler-header-cookie'));
    expect(td.stages[0].cookies.find((c) => c.name === 'tduid')?.origin).toBe('header');
  });

  it('sends the referrer on the first request', async () => {
    const s = scenarioById('linkconnector-with-referrer');
    const since = Date.now();
    await audit(s);
    const first = sandbox.requests.find((r) => r.at >= since && r.host === CLICK.linkconnector);
    expect(first?.referer).toBe(`http://${PUBLISHER}/`);
  });

  it('skipConsent leaves the banner alone; postAlpUrl replaces the reload', async () => {
    const s = scenarioById('onetrust-awin-conditional');
    const skipped = await audit(s, { skipConsent: true });
    expect(skipped.cmp).toMatchObject({
      popupFound: true,
      optInSucceeded: null,
      consentSkipped: true,
    });
    expect(skipped.stages[1].observed).toBe(false);
    expect(hasMemoryCookie(s, skipped.stages[2])).toBe(false);

    const next = sandbox.url(SHOP.onetrust, '/account');
    const moved = await audit(s, { postAlpUrl: next });
    expect(moved.stages[2].url).toBe(next);
  });

  it('emulates a phone, and dresses the context as a visitor of the country', async () => {
    const evidence = await audit(scenarioById('awin-immediate'), { mobile: true }, 'mobile-1');
    expect(evidence.failure).toBeNull();
    // Screenshots are in CSS pixels: the phone's 412 px viewport.
    expect(pngWidth(join(screenshotDir, 'mobile-1-alp.png'))).toBe(412);

    // What the context options look like from inside a page, in the same Chromium.
    const settings = resolveSettings({
      chromiumPath: CHROMIUM,
      hostResolverRules: sandbox.hostResolverRules,
    });
    const egress = new EgressProxy({
      guard: new AddressGuard(new HostResolverMapper(sandbox.hostResolverRules), undefined, {
        trustMappedTargets: true,
      }),
    });
    const egressProxyUrl = await egress.listen();
    const raw = await chromium.launch(launchOptions(settings, [], egressProxyUrl));
    try {
      const context = await raw.newContext(
        contextOptions({
          browserVersion: raw.version(),
          countryCode: 'fr',
          mobile: false,
          egressProxyUrl,
          ignoreHttpsErrors: false,
        }),
      );
      const page = await context.newPage();
      await page.goto(sandbox.url(SHOP.plain, '/'));
      const seen = await page.evaluate(() => ({
        ua: navigator.userAgent,
        language: navigator.language,
        tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
        webdriver: navigator.webdriver,
      }));
      expect(seen.ua).toMatch(/Chrome\/\d+\.0\.0\.0 Safari\/537\.36$/);
      expect(seen.ua).not.toContain('Headless');
      expect(seen).toMatchObject({ language: 'fr-FR', tz: 'Europe/Paris', webdriver: false });
    } finally {
      await raw.close();
      await egress.close();
    }
  });

  it('stops at the hard timeout whatever the page does', async () => {
    const quick = new AuditBrowser({ ...browser.settings, auditTimeoutMs: 1_500 });
    try {
      await quick.warmUp();
      const started = Date.now();
      const evidence = await quick.observeAudit(
        options(scenarioById('slow-page-timeout').link(sandbox)),
      );
      const elapsed = Date.now() - started;
      expect(evidence.failure?.kind).toBe('timeout');
      expect(elapsed).toBeGreaterThanOrEqual(1_400);
      // Ended by its limit, not by the page: the page would have held it for 90 s. (A bound near
      // the limit measured how fast a loaded machine closes a context: 3.3 s once beside other files.)
      expect(elapsed).toBeLessThan(SLOW_PAGE_STALL_MS / 3);
      expect(quick.stats().openContexts).toBe(0);
    } finally {
      await quick.close();
    }
  });

  it('reports connection failures and invalid links', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const direct = new AuditBrowser({
      ...browser.settings,
      hostResolverRules: `MAP closed.test 127.0.0.1:${closedPort}`,
      screenshotDir: null,
    });
    try {
      const refused = await direct.observeAudit(options('http://closed.test/'));
      expect(refused.failure?.kind).toBe('connection');
      expect(refused.failure?.message).toContain('ECONNREFUSED');
    } finally {
      await direct.close();
    }
    const invalid = await browser.observeAudit(options('javascript:alert(1)'));
    expect(invalid.failure?.kind).toBe('invalid-link');
  });

  it('reports a browser crash and relaunches for the next audit', async () => {
    const fragile = new AuditBrowser({ ...browser.settings, screenshotDir: null });
    try {
      const before = chromiumBrowserPids();
      await fragile.warmUp();
      const pid = chromiumBrowserPids().find((candidate) => !before.includes(candidate));
      expect(pid).toBeDefined();
      const pending = fragile.observeAudit(
        options(scenarioById('slow-page-timeout').link(sandbox)),
      );
      // Killed once the slow page is being served, not during context set-up, where a kill trips
      // a teardown race in playwright-core's client ("Cannot find parent object").
      const slowRequests = () => sandbox.requests.filter((r) => r.host === SHOP.slow).length;
      const seen = slowRequests();
      while (slowRequests() === seen) await new Promise((r) => setTimeout(r, 25));
      process.kill(pid as number, 'SIGKILL');
      const crashed = await pending;
      expect(crashed.failure?.kind).toBe('browser-crash');
      const next = await fragile.observeAudit(
        options(scenarioById('awin-immediate').link(sandbox)),
      );
      expect(next.failure).toBeNull();
      expect(fragile.stats().launches).toBe(2);
    } finally {
      await fragile.close();
    }
  });

  it('restarts after the configured number of audits; flagged audits get their own browser', async () => {
    const counted = new AuditBrowser({
      ...browser.settings,
      screenshotDir: null,
      restartAfterAudits: 2,
    });
    const link = scenarioById('awin-immediate').link(sandbox);
    try {
      for (let i = 0; i < 3; i++)
        expect((await counted.observeAudit(options(link))).failure).toBeNull();
      expect(counted.stats().launches).toBe(2);
      const flagged = await counted.observeAudit(
        options(link, { chromiumFlags: '--lang=de;;--renderer-cmd-prefix=sh' }),
      );
      expect(flagged.failure).toBeNull();
      expect(counted.stats().launches).toBe(3);
    } finally {
      await counted.close();
    }
  });

  it('refuses private addresses when they are not allowed (link, or host mapped by the rules)', async () => {
    const guarded = new AuditBrowser({ chromiumPath: CHROMIUM, allowPrivateNetworks: false });
    const mapped = new AuditBrowser({
      chromiumPath: CHROMIUM,
      allowPrivateNetworks: false,
      hostResolverRules: sandbox.hostResolverRules,
    });
    try {
      const direct = await guarded.observeAudit(options(`http://127.0.0.1:${sandbox.port}/`));
      expect(direct.failure?.kind).toBe('blocked-address');
      expect(direct.stages).toEqual([]);
      const viaRules = await mapped.observeAudit(
        options(scenarioById('awin-immediate').link(sandbox)),
      );
      expect(viaRules.failure?.kind).toBe('blocked-address');
      expect(guarded.stats().launches + mapped.stats().launches).toBe(0);
    } finally {
      await guarded.close();
      await mapped.close();
    }
  });

  it('stops an audit whose public link redirects into a private address', async () => {
    // The sandbox is all 127.0.0.1; a fake resolver calls the click host public and the shop private.
    // The egress proxy connects to the judged public address; the test stands in for it with the
    // sandbox (no traffic leaves the machine).
    const lookup = async (host: string) => [host === CLICK.awin ? '93.184.216.34' : '10.0.0.7'];
    const guarded = new AuditBrowser(
      { ...browser.settings, allowPrivateNetworks: false, screenshotDir },
      {
        createGuard: () => new AddressGuard(null, lookup),
        connect: (target) =>
          connect(target.address === '93.184.216.34' ? sandbox.port : 9, '127.0.0.1'),
      },
    );
    try {
      const evidence = await guarded.observeAudit(
        options(scenarioById('awin-immediate').link(sandbox)),
        { auditId: 'redirect-private' },
      );
      expect(evidence.failure?.kind).toBe('blocked-address');
      expect(evidence.failure?.message).toContain(SHOP.plain);
      expect(evidence.stages).toEqual([]);
      expect(existsSync(join(screenshotDir, 'redirect-private-alp.png'))).toBe(false);
      expect(guarded.stats().openContexts).toBe(0);
    } finally {
      await guarded.close();
    }
  });

  // 20 audits, Chromium's memory sampled every 10th: the steady state is reached within the first
  // 10, so a leaked context or page per audit shows as growth over the next 10.
  it('runs 20 audits in a row without leaking contexts or memory', async () => {
    // Speed is measured by `npm run bench:audits`, not asserted here.
    const s = scenarioById('onetrust-awin-conditional');
    const rss: number[] = [];
    for (let i = 0; i < 20; i++) {
      const evidence: AuditEvidence = await browser.observeAudit(options(s.link(sandbox)), {
        auditId: `leak-${i}`,
      });
      expect(evidence.failure).toBeNull();
      expect(evidence.stages.every((stage) => stage.observed)).toBe(true);
      expect(browser.stats().openContexts).toBe(0);
      if (i % 10 === 9) rss.push(chromiumRssKb());
    }
    expect(rss[rss.length - 1]).toBeLessThan(rss[0] * 1.5);
  }, 300_000);
});
