import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Who looks after each audited link (issue 20, assignments), from the auditassignment streams. */
export class ReportingAuditAssignments1764220000000 implements MigrationInterface {
  name = 'ReportingAuditAssignments1764220000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE reporting.audits
      ADD COLUMN assigned_to_id text,
      ADD COLUMN assigned_to_name text,
      ADD COLUMN assigned_to_email text,
      ADD COLUMN assignment_resolved boolean NOT NULL DEFAULT false`);
    await q.query(`CREATE INDEX audits_assigned_to ON reporting.audits (assigned_to_id) WHERE assigned_to_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX reporting.audits_assigned_to`);
    await q.query(`ALTER TABLE reporting.audits DROP COLUMN assigned_to_id, DROP COLUMN assigned_to_name,
      DROP COLUMN assigned_to_email, DROP COLUMN assignment_resolved`);
  }
}
