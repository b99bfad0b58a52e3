import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PendingJobs1763780100000 implements MigrationInterface {
  name = 'PendingJobs1763780100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE platform.pending_jobs (
      id text PRIMARY KEY,
      queue text NOT NULL,
      data jsonb NOT NULL,
      requested_at timestamptz NOT NULL)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE platform.pending_jobs`);
  }
}
