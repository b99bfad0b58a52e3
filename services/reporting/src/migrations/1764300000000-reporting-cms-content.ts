import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reporting's own copy of the CMS content that shapes results (errors, guided results, statuses),
 * kept from the cms streams' events (cms-content/): the audit queries join it, no cms table.
 */
export class ReportingCmsContent1764300000000 implements MigrationInterface {
  name = 'ReportingCmsContent1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE reporting.cms_content (
      kind text NOT NULL,
      id text NOT NULL,
      fields jsonb NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      deleted_at timestamptz,
      PRIMARY KEY (kind, id))`);
    await q.query(`CREATE INDEX cms_content_audit ON reporting.cms_content (kind, (fields ->> 'auditId')) WHERE deleted_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE reporting.cms_content`);
  }
}
