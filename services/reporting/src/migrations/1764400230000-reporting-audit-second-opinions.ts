import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit's second opinions (issue 17 item 4), as AuditCompleted records them: the Lite result,
 * the residential retry (with the blocked first run's evidence) and the site app association files.
 */
export class ReportingAuditSecondOpinions1764400230000 implements MigrationInterface {
  name = 'ReportingAuditSecondOpinions1764400230000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE reporting.audits
      ADD COLUMN lite_result jsonb,
      ADD COLUMN residential_retry jsonb,
      ADD COLUMN site_app_associations jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE reporting.audits
      DROP COLUMN lite_result, DROP COLUMN residential_retry, DROP COLUMN site_app_associations`);
  }
}
