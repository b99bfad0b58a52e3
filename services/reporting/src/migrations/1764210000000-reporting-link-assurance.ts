import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Link assurance (issue 21): which templates feed it and which batches are their runs, so the
 * assurance API answers from audits of flagged templates only; and an index for "the latest
 * audit of this link in this company".
 */
export class ReportingLinkAssurance1764210000000 implements MigrationInterface {
  name = 'ReportingLinkAssurance1764210000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE reporting.assurance_templates (
      template_id text PRIMARY KEY,
      company_id text NOT NULL,
      use_for_link_assurance boolean NOT NULL,
      deleted boolean NOT NULL DEFAULT false)`);
    await q.query(`CREATE TABLE reporting.assurance_runs (
      batch_id text PRIMARY KEY,
      template_id text NOT NULL)`);
    await q.query(`CREATE INDEX assurance_runs_template ON reporting.assurance_runs (template_id)`);
    await q.query(`CREATE INDEX audits_company_link_audited ON reporting.audits (company_id, link, audited_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX reporting.audits_company_link_audited`);
    await q.query(`DROP TABLE reporting.assurance_runs`);
    await q.query(`DROP TABLE reporting.assurance_templates`);
  }
}
