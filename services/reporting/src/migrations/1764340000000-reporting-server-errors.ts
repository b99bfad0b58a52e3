import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The server errors GET /logging shows (not events: a failure of the server is no fact of the
 * business), and an index for its recent audit failures.
 */
export class ReportingServerErrors1764340000000 implements MigrationInterface {
  name = 'ReportingServerErrors1764340000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE reporting.server_errors (
      id bigserial PRIMARY KEY,
      occurred_at timestamptz NOT NULL DEFAULT now(),
      operation text NOT NULL,
      message text NOT NULL,
      stack text)`);
    await q.query(`CREATE INDEX server_errors_recent ON reporting.server_errors (occurred_at DESC)`);
    await q.query(`CREATE INDEX audits_failed_recent ON reporting.audits (finished_at DESC) WHERE status = 'FAILED'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX reporting.audits_failed_recent`);
    await q.query(`DROP TABLE reporting.server_errors`);
  }
}
