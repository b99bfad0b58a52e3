import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Settings } from '@tracklight/config';
import { auditOptionsFor, type AuditCompleted, type AuditVerdict } from '@tracklight/contracts';
import { createTestApp, type TestApp } from '@tracklight/testing';
import {
  ANDROID_ASSOCIATION,
  APPLE_ASSOCIATION,
  SECOND_OPINION_HOSTS,
  SHOP,
  links,
  sandboxAuditEnv,
  scenarioById,
  startSandbox,
  type Sandbox,
} from '../../../sandbox';
import { CMS_MIGRATIONS, CMS_PORTS } from '../../../../services/cms/src';
import { AUDIT_RUNNER_MIGRATIONS, AuditRunnerModule } from '../../../../services/audit-runner/src/audit-runner.module';
import { AuditBrowser } from '../../../../services/audit-runner/src/browser';
import { LiteRunner } from '../../../../services/audit-runner/src/lite/lite-runner';
import { awaitAudits, requestAudits } from '../../../../services/audit-runner/src/test-support/audit-requests';

/**
 * The second opinions end to end (issue 17 item 4), real Chromium against the sandbox, every audit
 * through the sandbox's fake data-centre proxy: the Lite run (asked for, and automatic on manual
 * review), the automatic residential retry of a blocked run, and the app association files.
 */
describe('second opinions on the sandbox world (real Postgres and Chromium)', () => {
  let sandbox: Sandbox;
  let testApp: TestApp;
  let dataDir: string;
  const results = new Map<string, AuditCompleted['data']>();
  const shop = (host: string) => `http://${host}/`;

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0 });
    dataDir = mkdtempSync(join(tmpdir(), 'tracklight-second-opinions-'));
    testApp = await createTestApp([CMS_PORTS, AuditRunnerModule], {
      label: 'second-opinions',
      migrations: [...AUDIT_RUNNER_MIGRATIONS, ...CMS_MIGRATIONS],
      env: sandboxAuditEnv(sandbox, {
        DATA_DIR: dataDir,
        AUDIT_CONCURRENCY: '2',
        AUDIT_TIMEOUT_MS: '90000',
        AUDIT_COUNTRY_PROXIES: JSON.stringify({ gb: 'http://dc:secret@dc-proxy.test:3128' }),
        AUDIT_RESIDENTIAL_PROXIES: JSON.stringify({ gb: 'http://resi:secret@resi-proxy.test:3128' }),
      }),
    });
    const requested = {
      blockedForDataCentre: { link: links.awin(sandbox, shop(SECOND_OPINION_HOSTS.residentialOnly)) },
      liteAsked: { link: links.awin(sandbox, shop(SECOND_OPINION_HOSTS.liteHiddenCmp)), options: { runLite: true } },
      manualReview: { link: scenarioById('recaptcha-challenge').link(sandbox) },
      immediate: { link: links.awin(sandbox, shop(SHOP.plain)) },
      appLinks: { link: links.awin(sandbox, shop(SECOND_OPINION_HOSTS.appLinks)) },
      badAppLinks: { link: links.awin(sandbox, shop(SECOND_OPINION_HOSTS.badAppLinks)) },
    };
    const names = Object.keys(requested);
    const { auditIds } = await requestAudits(testApp.app, Object.values(requested));
    const finished = await awaitAudits(testApp.app, auditIds, 300_000);
    names.forEach((name, i) => {
      const event = finished.get(auditIds[i])!;
      if (event.type !== 'AuditCompleted') throw new Error(`${name}: ${event.type} ${JSON.stringify(event.data)}`);
      results.set(name, event.data as unknown as AuditCompleted['data']);
    });
  }, 360_000);

  afterAll(async () => {
    await testApp?.close();
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const screenshot = (file: string) => existsSync(join(dataDir, 'screenshots', file));

  it('runs a data-centre audit the site refused once more through the residential proxy, keeping both runs', () => {
    const audit = results.get('blockedForDataCentre')!;
    expect(audit.residentialRetry?.reason).toBe('HTTP 403');
    const first = audit.residentialRetry!.firstRun;
    expect(first.proxy.isResidential).toBe(false);
    expect(first.stages.find((s) => s.stage === 'alp')?.httpStatus).toBe(403);
    expect(audit.evidence).toMatchObject({ isRetry: true, proxy: { isResidential: true }, failure: null });
    expect(audit.verdict.memoryCookieStatus).toBe('IMMEDIATE');
    // The retry's screenshots have names of their own, so the first run's (if it took any) stay.
    const retryShot = audit.evidence.stages.find((s) => s.stage === 'alp')?.screenshot;
    expect(retryShot).toBe(`${audit.auditId}-retry-alp.png`);
    expect(screenshot(retryShot!)).toBe(true);
    const visits = sandbox.requests.filter((r) => r.host === SECOND_OPINION_HOSTS.residentialOnly && r.path.split('?')[0] === '/');
    expect(visits.map((r) => r.proxyUser)).toEqual(expect.arrayContaining(['dc', 'resi']));
  });

  it('does not retry an audit the site served, nor one it blocked without a data-centre proxy in the way', () => {
    expect(results.get('immediate')!.residentialRetry).toBeNull();
    expect(results.get('immediate')!.evidence.isRetry).toBe(false);
  });

  it('runs Lite when the batch asks, in a browser that looks different, and records where the two disagree', () => {
    const audit = results.get('liteAsked')!;
    expect(audit.evidence.cmp.detected).toMatch(/onetrust/i);
    expect(audit.verdict.memoryCookieStatus).toBe('CONDITIONAL_ON_CMP');
    const lite = audit.lite!;
    expect(lite).toMatchObject({ source: 'LOCAL_PROCESSING', trigger: 'requested', cmp: null, memoryCookieStatus: 'IMMEDIATE', error: null });
    expect(lite.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(lite.screenshots.map((s) => s.file)).toEqual([`${audit.auditId}-lite-alp.png`]);
    expect(screenshot(`${audit.auditId}-lite-alp.png`)).toBe(true);
    const agents = sandbox.requests.filter((r) => r.host === SECOND_OPINION_HOSTS.liteHiddenCmp && r.path.split('?')[0] === '/').map((r) => r.userAgent ?? '');
    expect(agents.some((ua) => ua.includes('HeadlessChrome'))).toBe(true);
    expect(agents.some((ua) => !ua.includes('HeadlessChrome'))).toBe(true);
  });

  it('runs Lite by itself when the classic verdict is manual review, and not otherwise', () => {
    const review = results.get('manualReview')!;
    expect(review.verdict.memoryCookieStatus).toBe('MANUAL_REVIEW');
    expect(review.lite).toMatchObject({ source: 'LOCAL_PROCESSING', trigger: 'manual-review' });
    expect(results.get('immediate')!.lite).toBeNull();
  });

  it('sends Lite through the web unlocker when one is configured, naming the run by its session; an unreachable one is a Lite Error', async () => {
    const classic = new AuditBrowser({ hostResolverRules: sandbox.hostResolverRules, allowPrivateNetworks: true, screenshotDir: join(dataDir, 'unlocker') });
    const judge = (): AuditVerdict => ({ memoryCookieStatus: 'IMMEDIATE' }) as AuditVerdict;
    const liteThrough = (unlocker: string) =>
      new LiteRunner({ AUDIT_LITE_AUTO: true, LITE_WEB_UNLOCKER_URL: unlocker } as Settings, classic).run(
        'unlocked',
        auditOptionsFor(shop(SHOP.plain)),
        'requested',
        {},
        judge,
      );
    const lite = await liteThrough('http://unlocker:key@web-unlocker.test:8443');
    expect(lite).toMatchObject({ source: 'WEB_UNLOCKER', error: null, memoryCookieStatus: 'IMMEDIATE' });
    const users = sandbox.requests.filter((r) => r.host === SHOP.plain).map((r) => r.proxyUser);
    expect(users).toContain(`unlocker-session-${lite.requestId}`);

    const unreachable = await liteThrough(`http://unlocker:key@gone.${'nxdomain.test'}:8443`);
    expect(unreachable.source).toBe('WEB_UNLOCKER');
    expect(unreachable.error?.message).toMatch(/could not load|proxy|resolve/i);
    await classic.close();
  }, 120_000);

  it("stores the landing domain's app association files, and nothing for files that are not JSON or too big", () => {
    expect(results.get('appLinks')!.siteAppAssociations).toMatchObject({
      domain: SECOND_OPINION_HOSTS.appLinks,
      appleAppSiteAssociation: JSON.stringify(APPLE_ASSOCIATION),
      androidAppSiteAssociation: JSON.stringify(ANDROID_ASSOCIATION),
    });
    expect(results.get('badAppLinks')!.siteAppAssociations).toMatchObject({
      domain: SECOND_OPINION_HOSTS.badAppLinks,
      appleAppSiteAssociation: null,
      androidAppSiteAssociation: null,
    });
    expect(results.get('immediate')!.siteAppAssociations).toMatchObject({ appleAppSiteAssociation: null, androidAppSiteAssociation: null });
  });
});
