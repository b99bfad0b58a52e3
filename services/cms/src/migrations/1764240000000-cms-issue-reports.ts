import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue reports and the share area (issue 20): reports, the per-advertiser issues with their
 * comments, and which company's users audited which advertiser (who may see a shared issue, and
 * whom 'tell other publishers' mails), learned from the audit events.
 */
export class CmsIssueReports1764240000000 implements MigrationInterface {
  name = 'CmsIssueReports1764240000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE cms.issue_reports (
      id text PRIMARY KEY,
      audit_id text NOT NULL,
      advertiser_id text NOT NULL,
      company_id text NOT NULL,
      comment text NOT NULL,
      metadata jsonb NOT NULL,
      files jsonb NOT NULL,
      contact_details jsonb NOT NULL,
      created_at timestamptz NOT NULL)`);
    await q.query(`CREATE INDEX issue_reports_advertiser ON cms.issue_reports (advertiser_id, created_at DESC)`);
    await q.query(`CREATE TABLE cms.advertiser_issues (
      advertiser_id text PRIMARY KEY,
      status text NOT NULL,
      report_count integer NOT NULL,
      last_reported_at timestamptz,
      updated_at timestamptz NOT NULL)`);
    await q.query(`CREATE TABLE cms.advertiser_issue_comments (
      id text PRIMARY KEY,
      advertiser_id text NOT NULL,
      comment text NOT NULL,
      author_name text NOT NULL,
      company_id text NOT NULL,
      by_provider boolean NOT NULL,
      created_at timestamptz NOT NULL)`);
    await q.query(`CREATE INDEX advertiser_issue_comments_advertiser ON cms.advertiser_issue_comments (advertiser_id, created_at)`);
    await q.query(`CREATE TABLE cms.issue_audits (
      audit_id text PRIMARY KEY,
      company_id text,
      requested_by text,
      advertiser_id text)`);
    await q.query(`CREATE INDEX issue_audits_advertiser ON cms.issue_audits (advertiser_id, company_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE cms.issue_audits`);
    await q.query(`DROP TABLE cms.advertiser_issue_comments`);
    await q.query(`DROP TABLE cms.advertiser_issues`);
    await q.query(`DROP TABLE cms.issue_reports`);
  }
}
