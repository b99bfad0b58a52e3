import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AuditCompleted, AuditFailed } from '@tracklight/contracts';
import { EventStore } from '@tracklight/event-store';
import { AuditFiles } from '@tracklight/platform';
import { createTestApp, type TestApp } from '@tracklight/testing';
import { sandboxAuditEnv, scenarioById, SHOP, startSandbox, type Sandbox } from '../../../sandbox';
import { CMS_MIGRATIONS, CMS_PORTS } from '../../../../services/cms/src';
import { readStoredAuditLog } from '../../../../services/audit-runner/src/audit-logs/audit-log';
import { readAuditLog } from '../../../../services/audit-runner/src/audit-logs/audit-log-entries';
import { AUDIT_RUNNER_MIGRATIONS, AuditRunnerModule } from '../../../../services/audit-runner/src/audit-runner.module';
import { AuditBrowser } from '../../../../services/audit-runner/src/browser';
import { awaitAudits, requestAudits } from '../../../../services/audit-runner/src/test-support/audit-requests';
import { MAX_BROWSER_ATTEMPTS, STOPPED_UNFINISHED } from '../../../../services/audit-runner/src/run-audit/audit-attempt';
import { chromiumBrowserPids } from '../../../../services/audit-runner/src/test-support/chromium-processes';

const KAFKA_BROKERS = process.env.KAFKA_BROKERS_FOR_TESTS ?? '127.0.0.1:9092';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const auditApp = async (sandbox: Sandbox, dataDir: string, env: Record<string, string> = {}) =>
  createTestApp([CMS_PORTS, AuditRunnerModule], {
    label: 'audit_modes',
    migrations: [...AUDIT_RUNNER_MIGRATIONS, ...CMS_MIGRATIONS],
    env: sandboxAuditEnv(sandbox, { DATA_DIR: dataDir, ...env }),
  });

/** The audit's log as the API reads it: from the shared audit files, every attempt in order. */
const storedLog = async (app: TestApp['app'], auditId: string) =>
  readAuditLog(auditId, (await readStoredAuditLog(app.get(AuditFiles), auditId, MAX_BROWSER_ATTEMPTS)) ?? '').entries;

const until = async (check: () => Promise<boolean>, ms: number) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe('audit runner modes (real Postgres, Redis, Kafka and Chromium)', () => {
  let sandbox: Sandbox;
  let dataDir: string;
  let testApp: TestApp | null = null;

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0 });
    dataDir = mkdtempSync(join(tmpdir(), 'tracklight-modes-'));
  });
  afterEach(async () => {
    await testApp?.close();
    testApp = null;
  });
  afterAll(async () => {
    await sandbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('retries a crashed browser once with a fresh one, then records the audit as failed', async () => {
    testApp = await auditApp(sandbox, dataDir);
    const app = testApp.app;
    await app.get(AuditBrowser).warmUp();
    const store = app.get(EventStore);
    const { auditIds } = await requestAudits(app, [{ link: scenarioById('slow-page-timeout').link(sandbox) }]);
    const starts = async () =>
      (await store.readStream(`audit-${auditIds[0]}`)).events.filter((e) => e.type === 'AuditStarted').length;

    const slowPageLoads = () => sandbox.requests.filter((r) => r.host === SHOP.slow).length;
    for (const attempt of [1, 2]) {
      // Crash while the page is loading (the sandbox has its request), not while Playwright is
      // still setting the context up: a kill in that window trips a teardown race in
      // playwright-core's client ("Cannot find parent object"), which is not what this tests.
      await until(async () => (await starts()) === attempt && slowPageLoads() === attempt, 30_000);
      chromiumBrowserPids().forEach((pid) => process.kill(pid, 'SIGKILL'));
    }
    const finished = await awaitAudits(app, auditIds, 30_000);
    const failed = finished.get(auditIds[0])!;
    expect(failed.type).toBe('AuditFailed');
    expect(failed.data as unknown as AuditFailed['data']).toMatchObject({ attempts: 2, reason: STOPPED_UNFINISHED });
    // Each attempt's log was stored before the queue retried it, so AuditFailed finds both.
    const failures = (await storedLog(app, auditIds[0])).filter((entry) => entry.level === 'error');
    expect(failures.map((entry) => [entry.attempt, entry.msg])).toEqual([
      [1, 'attempt failed; the audit will be retried'],
      [2, 'attempt failed'],
    ]);
  }, 120_000);

  it('marks an audit that succeeds after a crash as a retry', async () => {
    testApp = await auditApp(sandbox, dataDir);
    const app = testApp.app;
    await app.get(AuditBrowser).warmUp();
    // The first attempt crashes on the slow page; the job is the same audit, so the retry
    // meets the same slow page: instead, crash during an immediate audit's first attempt.
    const { auditIds } = await requestAudits(app, [{ link: scenarioById('onetrust-awin-conditional').link(sandbox) }]);
    const store = app.get(EventStore);
    // As above: crash once the landing page is being served, not during context set-up.
    await until(async () => sandbox.requests.some((r) => r.host === SHOP.onetrust), 30_000);
    chromiumBrowserPids().forEach((pid) => process.kill(pid, 'SIGKILL'));
    const finished = await awaitAudits(app, auditIds, 60_000);
    const event = finished.get(auditIds[0])!;
    // Killed in time the first attempt crashed and the retry ran; killed too late the audit had
    // already finished. Either way the verdict is right, and a retry says so.
    expect(event.type).toBe('AuditCompleted');
    const data = event.data as unknown as AuditCompleted['data'];
    expect(data.verdict.memoryCookieStatus).toBe('CONDITIONAL_ON_CMP');
    const attempts = (await store.readStream(`audit-${auditIds[0]}`)).events.filter((e) => e.type === 'AuditStarted');
    expect(data.evidence.isRetry).toBe(attempts.length > 1);
    // Stored before AuditCompleted: read as soon as the audit is seen finished, its last line is there.
    expect((await storedLog(app, auditIds[0])).map((entry) => entry.msg)).toContain('audit completed');
  }, 120_000);

  it('runs in distributed mode: requests over Kafka, jobs on BullMQ', async () => {
    execFileSync('bash', [join(__dirname, '../../../../deploy/kafka/kafka.sh'), 'start'], { stdio: 'ignore' });
    testApp = await auditApp(sandbox, dataDir, { KAFKA_BROKERS, REDIS_URL });
    const scenarios = ['awin-immediate', 'cookiebot-impact-conditional', 'advertiser-403'].map(scenarioById);
    const { auditIds } = await requestAudits(
      testApp.app,
      scenarios.map((s) => ({ link: s.link(sandbox) })),
      'b',
    );
    const finished = await awaitAudits(testApp.app, auditIds, 90_000);
    const statuses = auditIds.map(
      (id) => (finished.get(id)!.data as unknown as AuditCompleted['data']).verdict.memoryCookieStatus,
    );
    expect(statuses).toEqual(scenarios.map((s) => s.expected.memoryCookieStatus));
  }, 180_000);
});
