import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase } from '@tracklight/testing';
import { Cluster } from '../deploy/cluster/cluster';
import { ClusterClient, freePortRun } from '../deploy/cluster/cluster-client';
import { PrivateKafka, PrivateRedis } from '../deploy/cluster/private-services';
import { sandboxAuditEnv, scenarioById, startSandbox } from '../test/sandbox';

/**
 * `npm run bench:cluster`: audits per minute with 1, 2 and 4 audit-runner processes (one audit at a
 * time each), the rest of the cluster as in production (every service its own process behind the
 * gateway), on a broker and Redis of the bench's own and the sandbox world. BENCH_LINKS (24) links
 * per batch; BENCH_WORKERS ("1,2,4") the worker counts.
 */
const LINKS = Number(process.env.BENCH_LINKS ?? 24);
const WORKER_COUNTS = (process.env.BENCH_WORKERS ?? '1,2,4').split(',').map(Number);
const SCENARIOS = ['awin-immediate', 'impact-immediate-despite-cmp', 'onetrust-awin-refresh-server', 'didomi-cj-never', 'awin-no-tag', 'cookiebot-impact-refresh-client'];
const ADMIN = { username: 'admin@tracklight.local', password: `Bench-${randomBytes(8).toString('hex')}-1!` };

const main = async () => {
  const sandbox = await startSandbox({ port: 0 });
  const dataDir = mkdtempSync(join(tmpdir(), 'tracklight-bench-cluster-'));
  const links = Array.from({ length: LINKS }, (_, i) => scenarioById(SCENARIOS[i % SCENARIOS.length]).link(sandbox));
  const rows: string[] = [];
  try {
    for (const workers of WORKER_COUNTS) {
      const database = await createTestDatabase('bench_cluster');
      const base = await freePortRun(6 + workers + 3);
      const redis = new PrivateRedis(base + 6 + workers);
      const kafka = new PrivateKafka(base + 7 + workers, join(dataDir, `kafka-${workers}`));
      await Promise.all([redis.start(), kafka.start()]);
      const cluster = new Cluster({
        dist: join(__dirname, '..'),
        port: base,
        replicas: { 'audit-runner': workers },
        logDir: join(dataDir, `logs-${workers}`),
        env: {
          ...sandboxAuditEnv(sandbox, { AUDIT_CONCURRENCY: '1' }),
          DATABASE_URL: database.url,
          REDIS_URL: redis.url,
          KAFKA_BROKERS: kafka.brokers,
          JWT_SECRET: randomBytes(32).toString('base64url'),
          ADMIN_EMAIL: ADMIN.username,
          ADMIN_PASSWORD: ADMIN.password,
          DATA_DIR: join(dataDir, `data-${workers}`),
          LOG_LEVEL: 'warn',
          // Up to ten processes on a server with 100 connections.
          DATABASE_POOL_SIZE: '4',
        },
      });
      try {
        cluster.start();
        await cluster.ready(180_000);
        const client = new ClusterClient(cluster.url);
        await client.login(ADMIN.username, ADMIN.password);
        // One small batch first: browsers started, topics and queues made.
        await client.untilDone(await client.submit(links.slice(0, workers)), 180_000);
        const started = Date.now();
        await client.untilDone(await client.submit(links), 900_000);
        const seconds = (Date.now() - started) / 1000;
        rows.push(`| ${workers} | ${seconds.toFixed(1)} s | ${((LINKS / seconds) * 60).toFixed(1)} |`);
        console.log(`bench:cluster ${workers} worker process(es): ${LINKS} links in ${seconds.toFixed(1)} s`);
      } finally {
        await cluster.stop();
        await Promise.all([kafka.stop(), redis.stop()]);
        await database.drop();
      }
    }
  } finally {
    await sandbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\n| audit-runner processes | ${LINKS}-link batch | audits/min |\n| --- | --- | --- |\n${rows.join('\n')}`);
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
