import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The batch list's assignment counts (spec section 3: resolvedCount, outstandingCount,
 * assignedToMeCount) and its 'assigned to me' filter, from reporting's assignment events.
 */
export class BatchesAuditAssignments1764230000000 implements MigrationInterface {
  name = 'BatchesAuditAssignments1764230000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE batches.audit_assignments (
      audit_id text PRIMARY KEY,
      batch_id text NOT NULL,
      assignee_id text NOT NULL,
      resolved boolean NOT NULL DEFAULT false)`);
    await q.query(`CREATE INDEX audit_assignments_batch ON batches.audit_assignments (batch_id)`);
    await q.query(`CREATE INDEX audit_assignments_assignee ON batches.audit_assignments (assignee_id) WHERE NOT resolved`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE batches.audit_assignments`);
  }
}
