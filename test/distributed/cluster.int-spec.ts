import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildClientSchema, getIntrospectionQuery, lexicographicSortSchema, printSchema } from 'graphql';
import { Client } from 'pg';
import { loadSettings } from '@tracklight/config';
import { contextOf } from '@tracklight/event-store';
import { BucketObjectStore, s3Client } from '@tracklight/platform';
import { createTestDatabase, startLocalS3, type LocalS3, type TestDatabase } from '@tracklight/testing';
import { Cluster } from '../../deploy/cluster/cluster';
import { ClusterClient, freePortRun } from '../../deploy/cluster/cluster-client';
import { PrivateKafka, PrivateRedis } from '../../deploy/cluster/private-services';
import { AllInOneModule } from '../../services/all-in-one/src/app.module';
import { readStoredAuditLog } from '../../services/audit-runner/src/audit-logs/audit-log';
import { MAX_BROWSER_ATTEMPTS } from '../../services/audit-runner/src/run-audit/run-audit.handler';
import { graphqlSdl } from '../../services/all-in-one/src/graphql-sdl';
import { sandboxAuditEnv, scenarioById, startSandbox, type Sandbox } from '../sandbox';
import { percentile } from '../../bench/measure';
import { FaultDrill } from './fault-drill';

const DIST = join(__dirname, '../../dist');
/** Each process's output, kept after the run for a failure's reader. */
const LOG_DIR = join(__dirname, '../../test-artifacts/cluster');
const ADMIN = { username: 'admin@tracklight.local', password: 'Cluster-Admin-Password-1!' };
/**
 * Links of each fault's batch. CI keeps to 6 (8 for the ten kills) for time; the 40 run
 * with CLUSTER_FAULT_LINKS=40 (figures in docs/benchmarks.md).
 */
const FAULT_BATCH_LINKS = Number(process.env.CLUSTER_FAULT_LINKS ?? 6);
/** Two of each process that takes turns with a twin: the audit runners and the batches service. */
const REPLICAS = { 'audit-runner': 2, batches: 2 } as const;
const SCENARIOS = ['awin-immediate', 'impact-immediate-despite-cmp', 'onetrust-awin-refresh-server', 'didomi-cj-never', 'awin-no-tag', 'cookiebot-impact-refresh-client'];

/**
 * The distributed shape (issue 23): auth, cms, two batches, reporting and two audit runners as
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
  /** The settings every process of the cluster shares (and the operator's tools run with). */
  let env: Record<string, string>;
  let client: ClusterClient;
  let drill: FaultDrill;
  const call = (path: string, init?: RequestInit) => client.call(path, init);

  const submit = (links: string[]) => client.submit(links);
  const untilDone = (batchId: string, ms: number) => client.untilDone(batchId, ms);

  beforeAll(async () => {
    if (!existsSync(join(DIST, 'services/gateway/src/main.js'))) throw new Error('Build first (npm run build): the cluster runs the compiled services');
    database = await createTestDatabase('cluster');
    sandbox = await startSandbox({ port: 0 });
    dataDir = mkdtempSync(join(tmpdir(), 'tracklight-cluster-'));
    rmSync(LOG_DIR, { recursive: true, force: true });
    // The gateway and the processes, then Redis, then the broker and its controller.
    const processes = Cluster.processCount(REPLICAS);
    const base = await freePortRun(processes + 4);
    redis = new PrivateRedis(base + processes + 1);
    kafka = new PrivateKafka(base + processes + 2, join(dataDir, 'kafka'));
    [s3] = await Promise.all([startLocalS3(), redis.start(), kafka.start()]);
    env = {
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
        // A dead or frozen worker's audit moves on after 10 s, not 30: the faults heal sooner.
        AUDIT_JOB_LOCK_MS: '10000',
    };
    cluster = new Cluster({
      dist: DIST,
      port: base,
      replicas: REPLICAS,
      logDir: LOG_DIR,
      // As on separate machines: a screenshot reaches the process that serves it through S3 only.
      separateDisks: true,
      env,
    });
    cluster.start();
    await cluster.ready(180_000);
    client = new ClusterClient(cluster.url);
    await client.login(ADMIN.username, ADMIN.password);
    drill = new FaultDrill(database.url, client, (i) => scenarioById(SCENARIOS[i % SCENARIOS.length]).link(sandbox));
  }, 240_000);

  afterAll(async () => {
    if (drill?.healTimes.length) process.stdout.write(`cluster: time to heal after each fault: ${drill.healTimes.join('; ')}\n`);
    await cluster?.stop();
    await Promise.all([kafka?.stop(), redis?.stop(), sandbox?.close(), s3?.close()]);
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 180_000);

  /** A fault struck once two audits of a batch have started; then every audit finished exactly once. */
  const survives = (fault: string, strike: () => Promise<void>, count = FAULT_BATCH_LINKS) => drill.survives(fault, strike, count);

  it("serves through one origin the same GraphQL schema as the all-in-one process, and only to callers who logged in", async () => {
    const anonymous = await fetch(`${cluster.url}/gql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: getIntrospectionQuery() }) });
    expect((await anonymous.json()).errors[0].message).toBe('Please log in to read the API schema.');
    const introspected = await call('/gql', { method: 'POST', body: JSON.stringify({ query: getIntrospectionQuery() }) });
    const stitched = printSchema(lexicographicSortSchema(buildClientSchema(introspected.body.data)));
    const settings = loadSettings({ LOG_LEVEL: 'warn', AUDIT_WORKER: 'false' });
    expect(stitched.trim()).toBe((await graphqlSdl(AllInOneModule.register(settings, 'postgres://unused'))).trim());
  }, 60_000);

  it('audits a batch submitted through the gateway on the worker processes, and serves its verdicts, screenshots and logs from shared storage, with one worker down too', async () => {
    const links = SCENARIOS.map((id) => scenarioById(id).link(sandbox));
    const batchId = await submit(links);
    const batch = await untilDone(batchId, 150_000);
    const served: string[] = [];
    // Which worker ran an audit: its stored log lines name the worker (`<host>:<pid>`).
    const bucket = new BucketObjectStore(s3Client(loadSettings({ LOG_LEVEL: 'warn', ...s3.env })), s3.env.S3_BUCKET, 'audits/');
    const runner2 = `"workerId":"${hostname()}:${cluster.processes.get('audit-runner-2')!.child.pid}"`;
    const logs: { ranOn: string; status: number; lines: boolean }[] = [];
    let aScreenshot = '';
    for (const [index, id] of SCENARIOS.entries()) {
      const link = batch.batchLinks.find((candidate: { link: string }) => candidate.link === links[index]);
      const audit = await call(`/batches/${batchId}/audits/${link.auditId}`);
      const expected = scenarioById(id).expected.memoryCookieStatus;
      // A wrong verdict shows the audit's failure reason too: on a loaded machine it tells a timeout from a crash.
      const why = audit.body.memoryCookieStatus === expected ? {} : { failReason: audit.body.failReason };
      expect({ id, status: audit.body.memoryCookieStatus, ...why }).toEqual({ id, status: expected });
      // Both workers took some of these, each process on its own disk: the gateway (which asks the
      // two in turn) and either audit-runner process asked directly serve every one of them.
      const origins = [cluster.url, ...['audit-runner-1', 'audit-runner-2'].map((name) => `http://127.0.0.1:${cluster.processes.get(name)!.port}`)];
      for (const screenshot of audit.body.screenshots as { id: string }[]) {
        aScreenshot = screenshot.id;
        for (const origin of origins) {
          const image = await fetch(`${origin}/screenshots/${screenshot.id}.png`);
          const bytes = Buffer.from(await image.arrayBuffer());
          served.push(`${image.status} ${image.headers.get('content-type')} ${bytes.subarray(1, 4).toString()}`);
        }
      }
      const log = await call(`/audit-logs/${link.auditId}`);
      const stored = await readStoredAuditLog(bucket, link.auditId, MAX_BROWSER_ATTEMPTS);
      logs.push({ ranOn: stored?.includes(runner2) ? 'audit-runner-2' : 'audit-runner-1', status: log.status, lines: log.body.entries?.length > 0 });
    }
    expect(served.length).toBeGreaterThanOrEqual(SCENARIOS.length * 3);
    expect(new Set(served)).toEqual(new Set(['200 image/png PNG']));
    // Whichever process answers, the logs of the audits the other one ran reach it through the bucket.
    expect(logs.filter((log) => log.ranOn === 'audit-runner-2').length).toBeGreaterThan(0);
    expect(logs.filter((log) => log.status !== 200 || !log.lines)).toEqual([]);

    // One audit runner down: the gateway asks the other when the dead one refuses (four calls, so
    // some fall on the dead one's turn).
    await cluster.signal('audit-runner-1', 'SIGKILL');
    const whileDown = await Promise.all(Array.from({ length: 4 }, async () => (await fetch(`${cluster.url}/screenshots/${aScreenshot}.png`)).status));
    cluster.startProcess('audit-runner-1');
    expect(whileDown).toEqual([200, 200, 200, 200]);
  }, 200_000);

  // Ten kills (issue 23), the two workers in turn over eight links (fewer leave kills waiting for
  // an audit to start once the batch is nearly done): audits die on both workers,
  // more than once (BullMQ then gives up on the job, the sweeper must queue it again).
  it('loses no audit when the worker processes are SIGKILLed ten times over a batch, each started again at once', async () => {
    await survives(
      'worker SIGKILL x10',
      async () => {
        for (let kill = 0; kill < 10; kill++) {
          // Each kill lands once some audit has started since the last one: mid-audit, not mid-start.
          const before = await drill.startsSoFar();
          const deadline = Date.now() + 30_000;
          while ((await drill.startsSoFar()) === before && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
          const worker = `audit-runner-${(kill % 2) + 1}`;
          await cluster.signal(worker, 'SIGKILL');
          cluster.startProcess(worker);
        }
      },
      Math.max(8, FAULT_BATCH_LINKS),
    );
  }, 400_000);

  it('finishes no audit twice when a worker is paused past its job lock mid-audit and then resumes', async () => {
    await survives('worker paused 15 s (SIGSTOP, SIGCONT)', async () => {
      // Past the job's 10 s lock: the other worker takes the job over; the paused one, resumed,
      // must find its attempt superseded (the audit stream's version moved) and record nothing.
      cluster.pause('audit-runner-2');
      await new Promise((resolve) => setTimeout(resolve, 15_000));
      cluster.resume('audit-runner-2');
    });
  }, 400_000);

  it('loses no audit when a batches process, mid-batch owner of the batches read model, is killed: its twin takes over alone', async () => {
    await survives('batches-1 SIGKILL, batches-2 alone', async () => {
      await cluster.signal('batches-1', 'SIGKILL');
      // The batch finishes (its read model moving on) with batches-2 alone; batches-1 comes back only after.
    });
    expect(cluster.processes.get('batches-1')!.child.signalCode).toBe('SIGKILL');
    // Batches are still taken and listed through the gateway with batches-1 down.
    const batchId = await submit([scenarioById('webgains-unsupported').link(sandbox)]);
    await untilDone(batchId, 120_000);
    cluster.startProcess('batches-1');
    await cluster.live('batches-1');
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

  it('loses no audit when the Kafka broker restarts mid-batch, takes batches as fast while it is down, and starts a worker meanwhile', async () => {
    // Ten one-link submits with the broker up and ten while it is down. The link is an unsupported
    // network's, judged without a browser, so the twenty audits cost the workers next to nothing.
    const link = scenarioById('webgains-unsupported').link(sandbox);
    const timedSubmits = async () => {
      const submitted: { batchId: string; ms: number }[] = [];
      for (let i = 0; i < 10; i++) {
        const started = performance.now();
        submitted.push({ batchId: await submit([link]), ms: performance.now() - started });
      }
      return submitted;
    };
    const p95 = (submitted: { ms: number }[]) => percentile(submitted.map((s) => s.ms).sort((a, b) => a - b), 95);
    const healthy = await timedSubmits();
    let duringOutage: { batchId: string; ms: number }[] = [];
    await survives('Kafka restart', async () => {
      await kafka.stop();
      // Events wait in the store (the outbox) until the relay reaches the broker again. A worker
      // started meanwhile starts all the same (its relay and consumer keep trying in the background).
      await cluster.signal('audit-runner-2', 'SIGKILL');
      cluster.startProcess('audit-runner-2');
      duringOutage = await timedSubmits();
      await cluster.live('audit-runner-2');
      await kafka.start();
    });
    for (const { batchId } of [...healthy, ...duringOutage]) {
      await untilDone(batchId, 120_000);
      await drill.expectFinishedOnce(batchId, 1);
    }
    drill.healTimes.push(`submit p95 ${p95(healthy).toFixed(0)} ms with the broker up, ${p95(duringOutage).toFixed(0)} ms with it down (10 each)`);
    // No write waits on the broker: a slow answer during the outage would be one that did.
    expect(p95(duringOutage)).toBeLessThan(Math.max(2_000, 10 * p95(healthy)));
  }, 400_000);

  it('loses no audit when every process is stopped mid-batch and started again', async () => {
    await survives('all processes SIGTERM and restart', async () => {
      await cluster.stop();
      cluster.restart();
      await cluster.ready(180_000);
    });
  }, 400_000);

  /**
   * After every fault above: each read model equals a fresh replay of the store (checked by the
   * operator's tool, `npm run verify-read-models`), and the audit runner's Kafka consumer took
   * every batches event, each recorded once in its inbox (platform.processed_events).
   */
  it('leaves every read model equal to a fresh replay, and every batches event consumed once', async () => {
    const output = await new Promise<string>((resolve, reject) =>
      execFile(process.execPath, [join(DIST, 'services/all-in-one/src/verify-read-models.js')], { env: { ...process.env, ...env, DATA_DIR: join(dataDir, 'tools') } }, (error, stdout, stderr) =>
        // Exit 1 is a difference found (the result line says which) or a failure (no result line).
        error && error.code !== 1 ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(`${stdout}${stderr}`),
      ),
    );
    const last = output.split('\n').findLast((line) => line.startsWith('{"checked"'));
    if (!last) throw new Error(`verify-read-models printed no result:\n${output}`);
    const result = JSON.parse(last);
    expect(result.differing).toEqual({});
    expect(result.checked).toBeGreaterThanOrEqual(15);

    // The consumer may still be catching up on the last batch's events (its group rebalanced at
    // the restart just before): wait for it, then name the events it never took.
    const client = new Client({ connectionString: database.url });
    await client.connect();
    try {
      const missing = async () => {
        const { rows: events } = await client.query<{ stream_id: string; event_id: string; type: string }>(`SELECT stream_id, message_metadata->>'eventId' AS event_id, message_type AS type FROM emt_messages`);
        const due = events.filter((event) => contextOf(event.stream_id) === 'batches');
        const { rows: consumed } = await client.query<{ event_id: string }>(`SELECT event_id FROM platform.processed_events WHERE consumer_group = 'audit-runner'`);
        const taken = new Set(consumed.map((row) => row.event_id));
        expect(due.length).toBeGreaterThan(0);
        return { left: due.filter((event) => !taken.has(event.event_id)).map((event) => `${event.type} ${event.stream_id}`), unknown: [...taken].filter((id) => !due.some((event) => event.event_id === id)) };
      };
      const deadline = Date.now() + 90_000;
      let result = await missing();
      while (result.left.length > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        result = await missing();
      }
      expect(result).toEqual({ left: [], unknown: [] });
    } finally {
      await client.end();
    }
  }, 300_000);
});
