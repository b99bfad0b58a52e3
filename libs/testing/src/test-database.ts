import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** The server the integration tests use: the machine's Postgres unless TEST_DATABASE_URL says otherwise. */
export const TEST_SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const withAdmin = async <T>(work: (client: Client) => Promise<T>): Promise<T> => {
  const client = new Client({ connectionString: TEST_SERVER_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh, empty database per test file, so files can run in parallel and leave nothing behind. */
export const createTestDatabase = async (label = 'test'): Promise<TestDatabase> => {
  const name = `tl_${label.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_${randomBytes(4).toString('hex')}`;
  await withAdmin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(TEST_SERVER_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
};
