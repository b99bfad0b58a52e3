import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type { AuditCompleted } from '@tracklight/contracts';
import { createTestApp, type TestApp } from '@tracklight/testing';
import { SCENARIOS, sandboxAuditEnv, startSandbox, type Sandbox, type SandboxScenario } from '../../../sandbox';
import { CMS_MIGRATIONS, CMS_PORTS } from '../../../../services/cms/src';
import { AUDIT_RUNNER_MIGRATIONS, AuditRunnerModule } from '../../../../services/audit-runner/src/audit-runner.module';
import { DEFAULT_SETTINGS } from '../../../../services/audit-runner/src/browser/launch-options';
import { awaitAudits, requestAudits } from '../../../../services/audit-runner/src/test-support/audit-requests';
import { expectBrowserFacts } from '../../../../services/audit-runner/src/test-support/browser-facts';

/**
 * Every sandbox scenario, end to end: AuditRequested on a batch stream, the queue, the real
 * runner in Chromium, the verdict recorded in AuditCompleted, asserted against the scenario, and
 * the browser's facts in its evidence (landing, CMP, the memory cookie at each stage).
 */
describe('audit runner on the sandbox world (real Postgres and Chromium)', () => {
  let sandbox: Sandbox;
  let testApp: TestApp;
  let dataDir: string;
  const results = new Map<string, AuditCompleted['data']>();

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0 });
    dataDir = mkdtempSync(join(tmpdir(), 'tracklight-audits-'));
    testApp = await createTestApp([CMS_PORTS, AuditRunnerModule], {
      label: 'audits',
      listen: true,
      migrations: [...AUDIT_RUNNER_MIGRATIONS, ...CMS_MIGRATIONS],
      // Every scenario, the late banner's too: the product's own watch window.
      env: sandboxAuditEnv(sandbox, { DATA_DIR: dataDir, AUDIT_CONCURRENCY: '2', AUDIT_CMP_WAIT_MS: String(DEFAULT_SETTINGS.cmpWaitMs) }),
    });
    const { auditIds } = await requestAudits(
      testApp.app,
      SCENARIOS.map((s) => ({ link: s.link(sandbox), options: { referrer: s.referrer ?? null } })),
    );
    // Every scenario, two at a time: about 100 s on a quiet machine; a slow CI machine with another
    // browser suite beside this one took over 240 s.
    const finished = await awaitAudits(testApp.app, auditIds, 540_000);
    SCENARIOS.forEach((s, i) => {
      const event = finished.get(auditIds[i])!;
      if (event.type !== 'AuditCompleted') throw new Error(`${s.id}: ${event.type} ${JSON.stringify(event.data)}`);
      results.set(s.id, event.data as unknown as AuditCompleted['data']);
    });
  }, 600_000);

  afterAll(async () => {
    await testApp?.close();
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(SCENARIOS.map((s) => [s.id, s] as [string, SandboxScenario]))('%s', (_id, scenario) => {
    const { verdict, evidence } = results.get(scenario.id)!;
    const { expected } = scenario;
    // On a mismatch, say why the engine decided as it did.
    const status =
      verdict.memoryCookieStatus === expected.memoryCookieStatus
        ? verdict.memoryCookieStatus
        : `${verdict.memoryCookieStatus}: ${verdict.otherReason ?? verdict.failReason ?? ''}`;
    expect({ status, audit: verdict.auditStatus }).toEqual({
      status: expected.memoryCookieStatus,
      audit: expected.auditStatus,
    });
    expect(verdict.moonpullErrors).toEqual(expect.arrayContaining(expected.errors));
    for (const absent of expected.absentErrors ?? []) expect(verdict.moonpullErrors).not.toContain(absent);
    for (const flag of ['cookiesWereAccepted', 'inferredS2S', 'closedMerchant', 'interstitialNavigated', 'aniTruncated'] as const) {
      if (expected[flag] !== undefined) expect({ [flag]: verdict[flag] }).toEqual({ [flag]: expected[flag] });
    }
    if (expected.failReason) expect(verdict.failReason).toContain(expected.failReason);
    expectBrowserFacts(scenario, evidence);
    if (verdict.auditStatus === 'DONE' && !verdict.closedMerchant) {
      expect(evidence.cmp.detected).toBe(scenario.cmp);
      expect(evidence.stages.find((s) => s.stage === 'alp')?.observed).toBe(true);
      if (scenario.cmp && verdict.cookiesWereAccepted) {
        expect(evidence.stages.filter((s) => s.observed).map((s) => s.stage)).toEqual([
          'alp',
          'alp-post-consent',
          'alp-post-consent-refresh',
        ]);
      }
    }
  });

  it('serves the screenshots the audits took', async () => {
    const [auditId] = [...results.values()].filter((r) => r.verdict.hasAlp).map((r) => r.auditId);
    const server = testApp.app.getHttpServer();
    const png = await request(server).get(`/screenshots/${auditId}-alp.png`).expect(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect((png.body as Buffer).subarray(1, 4).toString()).toBe('PNG');
    await request(server).get(`/screenshots/${auditId}-alp`).expect(200);
    await request(server).get('/screenshots/..%2F..%2Fetc%2Fpasswd').expect(404);
  });

  it('records the network and the advertiser it landed on', () => {
    const awin = results.get('onetrust-conditional') ?? [...results.values()].find((r) => r.networkId === 'awin');
    expect(awin?.networkId).toBe('awin');
    // The seeded network, never edited: the first version of its stream judged the audit.
    expect(awin?.networkVersion).toBe(1);
    expect(awin?.advertiserId).toMatch(/^[0-9a-f]{24}$/);
  });
});
