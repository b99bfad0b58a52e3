import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ReportingAudits1763780400000 implements MigrationInterface {
  name = 'ReportingAudits1763780400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS reporting`);
    await q.query(`CREATE TABLE reporting.audits (
      id text PRIMARY KEY,
      old_mongo_id text,
      batch_id text NOT NULL,
      batch_position int NOT NULL DEFAULT 0,
      company_id text,
      requested_by text,
      queue text NOT NULL,
      link text NOT NULL,
      country_code text NOT NULL,
      options jsonb NOT NULL,
      name text,
      placement text,
      tags text[] NOT NULL DEFAULT '{}',
      status text NOT NULL,
      requested_at timestamptz NOT NULL,
      started_at timestamptz,
      attempt int NOT NULL DEFAULT 0,
      is_retry boolean NOT NULL DEFAULT false,
      finished_at timestamptz,
      audited_at timestamptz,
      audit_time_ms int,
      memory_cookie_status text,
      verdict jsonb,
      moonpull_errors text[] NOT NULL DEFAULT '{}',
      detected_cmp text,
      network_id text,
      network_name text,
      advertiser_id text,
      final_domain text,
      fail_reason text,
      screenshots jsonb NOT NULL DEFAULT '[]',
      evidence jsonb,
      previous_audit_id text,
      next_audit_id text,
      is_changed_from_comparison boolean,
      comment text,
      moonpull_comment text)`);
    // One index per read path: a batch's audits, the searches by status and date (with and without
    // company), the dashboard's recent and processing lists, the comparison neighbours, the queues.
    await q.query(`CREATE INDEX audits_batch ON reporting.audits (batch_id, batch_position, id)`);
    await q.query(
      `CREATE INDEX audits_audited ON reporting.audits (audited_at DESC NULLS LAST, id)`,
    );
    await q.query(
      `CREATE INDEX audits_status_audited ON reporting.audits (status, audited_at DESC NULLS LAST, id)`,
    );
    await q.query(
      `CREATE INDEX audits_company_audited ON reporting.audits (company_id, audited_at DESC NULLS LAST, id)`,
    );
    await q.query(
      `CREATE INDEX audits_company_status_audited ON reporting.audits (company_id, status, audited_at DESC NULLS LAST, id)`,
    );
    await q.query(`CREATE INDEX audits_started ON reporting.audits (started_at DESC)`);
    await q.query(`CREATE INDEX audits_finished ON reporting.audits (finished_at DESC)`);
    await q.query(
      `CREATE INDEX audits_comparison ON reporting.audits (company_id, link, country_code, audited_at)`,
    );
    await q.query(
      `CREATE INDEX audits_advertiser ON reporting.audits (advertiser_id, audited_at DESC)`,
    );
    await q.query(
      `CREATE INDEX audits_old_mongo_id ON reporting.audits (old_mongo_id) WHERE old_mongo_id IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX audits_open ON reporting.audits (queue) WHERE status IN ('REQUESTED', 'RUNNING')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SCHEMA reporting CASCADE`);
  }
}
