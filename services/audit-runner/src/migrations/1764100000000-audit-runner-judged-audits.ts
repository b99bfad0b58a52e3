import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The runner's index of its audits (rejudge-audits/judged-audits.projection.ts). */
export class AuditRunnerJudgedAudits1764100000000 implements MigrationInterface {
  name = 'AuditRunnerJudgedAudits1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS audit_runner`);
    await q.query(`CREATE TABLE audit_runner.judged_audits (
      audit_id text PRIMARY KEY,
      batch_id text NOT NULL,
      request_position bigint NOT NULL,
      network_id text,
      audited_at timestamptz)`);
    await q.query(`CREATE INDEX judged_audits_audited ON audit_runner.judged_audits (audited_at, audit_id)
      WHERE audited_at IS NOT NULL`);
    await q.query(`CREATE INDEX judged_audits_batch ON audit_runner.judged_audits (batch_id, audited_at, audit_id)`);
    await q.query(`CREATE INDEX judged_audits_network ON audit_runner.judged_audits (network_id, audited_at, audit_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SCHEMA audit_runner CASCADE`);
  }
}
