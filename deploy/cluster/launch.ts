import { join } from 'node:path';
import { Client } from 'pg';
import { Cluster } from './cluster';

/**
 * `npm run cluster`: the services as separate processes behind the gateway, on the machine's
 * Postgres, Redis and Kafka (scripts/services.sh up). Settings come from the environment; the
 * defaults below are the machine's services.
 */
const env = {
  DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tracklight_cluster',
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  KAFKA_BROKERS: process.env.KAFKA_BROKERS ?? '127.0.0.1:9092',
  JWT_SECRET: process.env.JWT_SECRET ?? 'change-me-cluster-development-secret-0123456789',
  DATA_DIR: process.env.DATA_DIR ?? join(process.cwd(), '.data', 'cluster'),
  // Seven processes with two pools each on a server with 100 connections.
  DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE ?? '5',
};
const cluster = new Cluster({
  dist: join(__dirname, '..', '..'),
  env,
  port: Number(process.env.PORT ?? 3000),
  replicas: { 'audit-runner': Number(process.env.CLUSTER_WORKERS ?? 2) },
  logDir: process.env.CLUSTER_LOG_DIR ?? join(process.cwd(), '.data', 'cluster', 'logs'),
});

const say = (message: string) => process.stdout.write(`cluster: ${message}\n`);

/** The cluster's database, created on first use (every process then migrates its own tables). */
const ensureDatabase = async (url: string) => {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  target.pathname = '/postgres';
  const client = new Client({ connectionString: target.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
};

const main = async () => {
  await ensureDatabase(env.DATABASE_URL);
  cluster.start();
say(`started ${[...cluster.processes.values()].map((p) => `${p.name}:${p.port}`).join(' ')}; logs in ${process.env.CLUSTER_LOG_DIR ?? '.data/cluster/logs'}`);
  await cluster.ready();
  say(`ready: ${cluster.url}`);
};
main().catch((error: unknown) => say(error instanceof Error ? error.message : String(error)));
const stop = () => void cluster.stop().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
