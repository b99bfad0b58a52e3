import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildClientSchema, getIntrospectionQuery, lexicographicSortSchema, printSchema } from 'graphql';
import { Client } from 'pg';
import { loadSettings } from '@tracklight/config';
import { createTestDatabase, startLocalS3, type LocalS3, type TestDatabase } from '@tracklight/testing';
import { Cluster } from '../../deploy/cluster/cluster';
import { ClusterClient, freePortRun } from '../../deploy/cluster/cluster-client';
import { PrivateKafka, PrivateRedis } from '../../deploy/cluster/private-services';
import { AllInOneModule } from '../../services/all-in-one/src/app.module';
import { graphqlSdl } from '../../services/all-in-one/src/graphql-sdl';
import { sandboxAuditEnv, scenarioById, startSandbox, type Sandbox } from '../sandbox';

const DIST = join(__dirname, '../../dist');
/** Each process's output, kept after the run for a failure's reader. */
const LOG_DIR = join(__dirname, '../../test-artifacts/cluster');
const ADMIN = { username: 'admin@tracklight.local', password: 'Cluster-Admin-Password-1!' };
const SCENARIOS = ['awin-immediate', 'impact-immediate-despite-cmp', 'onetrust-awin-refresh-server', 'didomi-cj-never', 'awin-no-tag', 'cookiebot-impact-refresh-client'];

/**
 * The distributed shape (issue 23): auth, cms, batches, reporting and two audit runners as
 * separate processes, the gateway in front, on real Postgres, Redis, Kafka and Chromium. The
 * broker and Redis are the suite's own, so the faults below touch no other suite.
 */
describe('the services as separate processes behind the gateway', () => {
  let database: TestDatabase;
  let sandbox: Sandbox;
  let cluster: Cluster;
  let dataDir: string;
  let kafka: PrivateKafka;
  let redis: PrivateRedis;
  let s3: LocalS3;
  const healTimes: string[] = [];

  let client: ClusterClient;
  const call = (path: string, init?: RequestInit) => client.call(path, init);

  const finishedPerAudit = async () => {
    const client = new Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ stream_id: string; finished: number; started: number }>(
        `SELECT stream_id, count(*) FILTER (WHERE message_type IN ('AuditCompleted', 'AuditFailed'))::int AS finished,
                count(*) FILTER (WHERE message_type = 'AuditStarted')::int AS started
           FROM emt_messages WHERE stream_id LIKE 'audit-%' GROUP BY stream_id`,
      );
      return rows;
    } finally {
      await client.end();
    }
  };

  const submit = (links: string[]) => client.submit(links);
  const untilDone = (batchId: string, ms: number) => client.untilDone(batchId, ms);

  beforeAll(async () => {
    if (!existsSync(join(DIST, 'services/gateway/src/main.js'))) throw new Error('Build first (npm run build): the cluster runs the compiled services');
    database = await createTestDatabase('cluster');
    sandbox = await startSandbox({ port: 0 });
    dataDir = mkdtempSync(join(tmpdir(), 'tracklight-cluster-'));
    rmSync(LOG_DIR, { recursive: true, force: true });
    // The gateway and seven processes, then Redis, then the broker and its controller.
    const base = await freePortRun(11);
    redis = new PrivateRedis(base + 8);
    kafka = new PrivateKafka(base + 9, join(dataDir, 'kafka'));
    [s3] = await Promise.all([startLocalS3(), redis.start(), kafka.start()]);
    cluster = new Cluster({
      dist: DIST,
      port: base,
      workers: 2,
      logDir: LOG_DIR,
      // As on separate machines: a screenshot reaches the process that serves it through S3 only.
      separateDisks: true,
      env: {
        ...sandboxAuditEnv(sandbox, { AUDIT_CONCURRENCY: '1' }),
        ...s3.env,
        DATABASE_URL: database.url,
        REDIS_URL: redis.url,
        KAFKA_BROKERS: kafka.brokers,
        // Not needed on a broker of its own; set to prove every topic and group follows it.
        KAFKA_NAMESPACE: 'cluster-test.',
        JWT_SECRET: randomBytes(32).toString('base64url'),
        ADMIN_EMAIL: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // Eight processes on a server with 100 connections, beside another suite.
        DATABASE_POOL_SIZE: '4',
        AUDIT_SWEEP_INTERVAL_MS: '10000',
      },
    });
    cluster.start();
    await cluster.ready(180_000);
    client = new ClusterClient(cluster.url);
    await client.login(ADMIN.username, ADMIN.password);
  }, 240_000);

  afterAll(async () => {
    if (healTimes.length > 0) process.stdout.write(`cluster: time to heal after each fault: ${healTimes.join('; ')}\n`);
    await cluster?.stop();
    await Promise.all([kafka?.stop(), redis?.stop(), sandbox?.close(), s3?.close()]);
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 180_000);

  /**
   * A batch submitted, the fault struck once some of its audits have started, and then: the batch
   * finishes by itself and every audit of the run was finished exactly once (one AuditCompleted or
   * AuditFailed in the store), however many times it was started.
   */
  /** The batch's audits as the store has them: how often each was started and finished. */
  const auditsOf = async (batchId: string) => {
    const ids = new Set(((await call(`/batches/${batchId}`)).body.batchLinks as { auditId: string | null }[]).map((link) => `audit-${link.auditId}`));
    return (await finishedPerAudit()).filter((row) => ids.has(row.stream_id));
  };

  /** Every audit of the batch finished exactly once, and no audit anywhere finished twice. */
  const expectFinishedOnce = async (batchId: string, links: number) => {
    const audits = await auditsOf(batchId);
    expect(audits).toHaveLength(links);
    expect(audits.filter((row) => row.finished !== 1)).toEqual([]);
    expect((await finishedPerAudit()).filter((row) => row.finished > 1)).toEqual([]);
  };

  const survives = async (fault: string, strike: () => Promise<void>) => {
    const links = Array.from({ length: 6 }, (_, i) => scenarioById(SCENARIOS[i % SCENARIOS.length]).link(sandbox));
    const batchId = await submit(links);
    const deadline = Date.now() + 90_000;
    while ((await auditsOf(batchId)).filter((row) => row.started > 0).length < 2) {
      if (Date.now() > deadline) throw new Error('the audits did not start');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const struckAt = Date.now();
    await strike();
    await untilDone(batchId, 240_000);
    healTimes.push(`${fault} ${((Date.now() - struckAt) / 1000).toFixed(1)} s`);
    await expectFinishedOnce(batchId, links.length);
  };

  it("serves through one origin the same GraphQL schema as the all-in-one process, and only to callers who logged in", async () => {
    const anonymous = await fetch(`${cluster.url}/gql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: getIntrospectionQuery() }) });
    expect((await anonymous.json()).errors[0].message).toBe('Please log in to read the API schema.');
    const introspected = await call('/gql', { method: 'POST', body: JSON.stringify({ query: getIntrospectionQuery() }) });
    const stitched = printSchema(lexicographicSortSchema(buildClientSchema(introspected.body.data)));
    const settings = loadSettings({ LOG_LEVEL: 'warn', AUDIT_WORKER: 'false' });
    expect(stitched.trim()).toBe((await graphqlSdl(AllInOneModule.register(settings, 'postgres://unused'))).trim());
  }, 60_000);

  it('audits a batch submitted through the gateway on the worker processes, and serves its verdicts and screenshots from shared storage', async () => {
    const links = SCENARIOS.map((id) => scenarioById(id).link(sandbox));
    const batchId = await submit(links);
    const batch = await untilDone(batchId, 150_000);
    const served: string[] = [];
    for (const [index, id] of SCENARIOS.entries()) {
      const link = batch.batchLinks.find((candidate: { link: string }) => candidate.link === links[index]);
      const audit = await call(`/batches/${batchId}/audits/${link.auditId}`);
      expect({ id, status: audit.body.memoryCookieStatus }).toEqual({ id, status: scenarioById(id).expected.memoryCookieStatus });
      // Both workers took some of these; only audit-runner-1 serves them, each process on its own disk.
      for (const screenshot of audit.body.screenshots as { id: string }[]) {
        const image = await fetch(`${cluster.url}/screenshots/${screenshot.id}.png`);
        const bytes = Buffer.from(await image.arrayBuffer());
        served.push(`${image.status} ${image.headers.get('content-type')} ${bytes.subarray(1, 4).toString()}`);
      }
    }
    expect(served.length).toBeGreaterThanOrEqual(SCENARIOS.length);
    expect(new Set(served)).toEqual(new Set(['200 image/png PNG']));
  }, 200_000);

  it('loses no audit when a worker process is killed mid-batch and started again', async () => {
    await survives('worker SIGKILL', async () => {
      await cluster.signal('audit-runner-2', 'SIGKILL');
      cluster.startProcess('audit-runner-2');
    });
  }, 300_000);

  it('loses no audit when Redis is flushed mid-batch (the sweeper queues the lost jobs again)', async () => {
    await survives('Redis flushed', () => redis.flush());
  }, 300_000);

  it('loses no audit when Redis restarts mid-batch with nothing kept', async () => {
    await survives('Redis restart', async () => {
      await redis.stop();
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await redis.start();
    });
  }, 300_000);

  it('loses no audit when the Kafka broker restarts mid-batch, and takes batches while it is down', async () => {
    const link = scenarioById('awin-immediate').link(sandbox);
    const timedSubmit = async () => {
      const started = Date.now();
      const batchId = await submit([link]);
      return { batchId, ms: Date.now() - started };
    };
    const healthy = await timedSubmit();
    let duringOutage: { batchId: string; ms: number } | null = null;
    await survives('Kafka restart', async () => {
      await kafka.stop();
      // Events wait in the store (the outbox) until the relay reaches the broker again.
      duringOutage = await timedSubmit();
      await kafka.start();
    });
    for (const { batchId } of [healthy, duringOutage!]) {
      await untilDone(batchId, 120_000);
      await expectFinishedOnce(batchId, 1);
    }
    healTimes.push(`a submit took ${healthy.ms} ms with the broker up, ${duringOutage!.ms} ms with it down`);
  }, 400_000);

  it('loses no audit when every process is stopped mid-batch and started again', async () => {
    await survives('all processes SIGTERM and restart', async () => {
      await cluster.stop();
      cluster.restart();
      await cluster.ready(180_000);
    });
  }, 400_000);
});
