import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { METRIC_NAMES } from '@tracklight/metrics';
import { createTestDatabase, eventually, type TestDatabase } from '@tracklight/testing';
import { sandboxAuditEnv, scenarioById, startSandbox, type Sandbox } from '../../test/sandbox';
import { ADMIN, api, awaitBatchAudited } from '../../test/ui/ui-test-app';
import { releaseWorkerFixtures, workerFixtures, type ProductUnderTest } from '../../test/worker';

/** The samples of a Prometheus text page: `name{labels} value` lines. */
const samplesOf = (page: string) =>
  page
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [, name, labels = '', value] = /^([\w:]+)(?:\{(.*)\})? (\S+)$/.exec(line)!;
      return { name, labels: Object.fromEntries([...labels.matchAll(/(\w+)="([^"]*)"/g)].map(([, key, text]) => [key, text])), value: Number(value) };
    });

/** The sum of a metric's samples whose labels include `labels`. */
const total = (page: string, name: string, labels: Record<string, string> = {}) =>
  samplesOf(page)
    .filter((sample) => sample.name === name && Object.entries(labels).every(([key, text]) => sample.labels[key] === text))
    .reduce((sum, sample) => sum + sample.value, 0);

/**
 * /metrics of the all-in-one product around one real sandbox audit (issue 41): served without a
 * login, its audit counters moved by the batch, and the queue and read-model gauges read at the
 * scrape.
 */
describe('/metrics of the all-in-one product', () => {
  let sandbox: Sandbox;
  let database: TestDatabase;
  let dataDir: string;
  let product: ProductUnderTest;

  const scrape = async () => {
    const response = await fetch(`${product.url}/metrics`);
    expect(response.status).toBe(200);
    return response.text();
  };

  beforeAll(async () => {
    const fixtures = await workerFixtures();
    sandbox = await startSandbox({ port: 0 });
    database = await createTestDatabase('metrics');
    dataDir = mkdtempSync(join(tmpdir(), 'tracklight-metrics-'));
    product = await fixtures.startProduct({
      databaseUrl: database.url,
      env: { LOG_LEVEL: 'warn', DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, ...sandboxAuditEnv(sandbox, { AUDIT_CONCURRENCY: '1' }) },
    });
  });
  afterAll(async () => {
    await product?.close();
    await database?.drop();
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
    await releaseWorkerFixtures();
  });

  it('counts a one-link batch started and finished, and serves the queue and read-model gauges', async () => {
    const before = await scrape();
    const token = (await api(product.url, '/auth/login', { body: ADMIN })).tokens.accessToken;
    const { batchId } = await api(product.url, '/audit?engine=luna', {
      token,
      body: { batchMeta: { batchName: 'Metrics', notifyOnComplete: false, proxy: 'gb' }, batchLinks: [{ link: scenarioById('awin-immediate').link(sandbox), countryCode: 'gb' }] },
    });
    const [audit] = await awaitBatchAudited(product.url, token, batchId);
    // The worker counts the finish just after its append, which the read model may show first.
    const after = await eventually(async () => {
      const page = await scrape();
      expect(total(page, METRIC_NAMES.auditsFinished) - total(before, METRIC_NAMES.auditsFinished)).toBe(1);
      return page;
    });

    const moved = (name: string, labels?: Record<string, string>) => total(after, name, labels) - total(before, name, labels);
    expect(moved(METRIC_NAMES.auditsStarted)).toBe(1);
    expect(moved(METRIC_NAMES.auditsFinished, { memory_cookie_status: audit.memoryCookieStatus })).toBe(1);
    expect(moved(METRIC_NAMES.auditsFailed)).toBe(0);
    expect(moved(`${METRIC_NAMES.auditDuration}_count`)).toBe(1);
    // Every queue letter, read from the in-process queue at the scrape: the batch's one job is done.
    expect(samplesOf(after).filter((sample) => sample.name === METRIC_NAMES.queueWaiting)).toEqual(
      ['a', 'b', 'c', 'superuser'].map((queue) => ({ name: METRIC_NAMES.queueWaiting, labels: { queue }, value: 0 })),
    );
    expect(samplesOf(after).filter((sample) => sample.name === METRIC_NAMES.projectionLag).map((sample) => sample.labels.read_model)).toContain('pending-work');
    // Timed by route template and by GraphQL root field, as the calls above made them.
    expect(moved(`${METRIC_NAMES.httpDuration}_count`, { method: 'POST', route: '/audit', status: '201' })).toBe(1);
    expect(moved(`${METRIC_NAMES.graphqlDuration}_count`, { operation: 'Query.auditsForBatch', outcome: 'ok' })).toBeGreaterThanOrEqual(1);
  });
});
