import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const MAIN = join(__dirname, '../../dist/apps/all-in-one/main.js');

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** `npm start` with none of DATABASE_URL, REDIS_URL or KAFKA_BROKERS: the embedded default. */
const startProduct = (dataDir: string, port: number, pgPort: number): ChildProcess => {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !['DATABASE_URL', 'REDIS_URL', 'KAFKA_BROKERS'].includes(name)),
  );
  return spawn(process.execPath, [MAIN], {
    env: { ...env, DATA_DIR: dataDir, PORT: String(port), EMBEDDED_POSTGRES_PORT: String(pgPort), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
};

const waitForHealth = async (port: number, child: ChildProcess, ms = 60_000) => {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`product exited with ${child.exitCode}`);
    const response = await fetch(`http://127.0.0.1:${port}/health`).catch(() => null);
    if (response?.ok) return response.json();
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('no healthy answer in time');
};

const stop = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });

describe('npm start on the embedded default', () => {
  let dataDir: string;

  beforeAll(() => {
    if (!existsSync(MAIN)) throw new Error(`Build first (npm run build): ${MAIN} is missing`);
    dataDir = mkdtempSync(join(tmpdir(), 'tracklight-start-'));
    // The embedded Postgres runs as the postgres user when we are root; it must reach its data.
    chmodSync(dataDir, 0o755);
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('comes up with no external services, answers /health, stops cleanly, and starts again on its data', async () => {
    const [port, pgPort] = [await freePort(), await freePort()];
    const first = startProduct(dataDir, port, pgPort);
    await expect(waitForHealth(port, first)).resolves.toMatchObject({ status: 'ok', info: { database: { status: 'up' } } });
    const graphql = await fetch(`http://127.0.0.1:${port}/gql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ product { name } }' }),
    });
    expect(await graphql.json()).toEqual({ data: { product: { name: 'Tracklight' } } });
    expect(await stop(first)).toBe(0);
    expect(existsSync(join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false); // the database stopped too

    const second = startProduct(dataDir, port, pgPort);
    await expect(waitForHealth(port, second)).resolves.toMatchObject({ status: 'ok' });
    expect(await stop(second)).toBe(0);
  }, 120_000);
});
