import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '@tracklight/testing';
import { createReadModelDataSource, openReadModels } from './data-source';

/** A slow migration, so processes starting together would both be inside it without the lock. */
class SlowTable1999999999999 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('SELECT pg_sleep(0.5)');
    await queryRunner.query('CREATE TABLE slow_table (id int PRIMARY KEY)');
  }
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE slow_table');
  }
}

/** openReadModels migrates under the advisory lock (issue 23): five starts at once, each migration once. */
describe('read-model migrations started together (real Postgres)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('migration_lock');
  });
  afterAll(() => database?.drop());

  it('all five open, and the slow migration ran once', async () => {
    const sources = [1, 2, 3, 4, 5].map(() => createReadModelDataSource(database.url, [], [SlowTable1999999999999]));
    try {
      const results = await Promise.allSettled(sources.map((source) => openReadModels(source)));
      expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'open'))).toEqual(['open', 'open', 'open', 'open', 'open']);
      const runs = await sources[0].query("SELECT count(*)::int AS runs FROM migrations WHERE name = 'SlowTable1999999999999'");
      expect(runs).toEqual([{ runs: 1 }]);
    } finally {
      await Promise.all(sources.filter((source) => source.isInitialized).map((source) => source.destroy()));
    }
  });
});
