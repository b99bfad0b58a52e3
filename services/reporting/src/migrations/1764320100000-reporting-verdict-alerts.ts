import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Verdict-change alerts (issue 16 item 7): templates and their runs' verdicts as the alerts need
 * them, and an outbox of runs whose verdicts changed (kept through rebuilds, so nobody is told twice).
 */
export class ReportingVerdictAlerts1764320100000 implements MigrationInterface {
  name = 'ReportingVerdictAlerts1764320100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE reporting.alert_templates (
      template_id text PRIMARY KEY,
      company_id text NOT NULL,
      name text NOT NULL,
      owner_name text NOT NULL,
      owner_email text NOT NULL,
      webhook_url text,
      deleted boolean NOT NULL DEFAULT false)`);
    await q.query(`CREATE TABLE reporting.alert_runs (
      batch_id text PRIMARY KEY,
      template_id text NOT NULL,
      pending integer NOT NULL,
      submitted_at timestamptz NOT NULL,
      completed_at timestamptz)`);
    await q.query(`CREATE INDEX alert_runs_template ON reporting.alert_runs (template_id, submitted_at)`);
    await q.query(`CREATE TABLE reporting.alert_audits (
      audit_id text PRIMARY KEY,
      batch_id text NOT NULL,
      link_key text NOT NULL,
      link text NOT NULL,
      memory_cookie_status text,
      finished boolean NOT NULL DEFAULT false)`);
    await q.query(`CREATE INDEX alert_audits_batch ON reporting.alert_audits (batch_id)`);
    await q.query(`CREATE TABLE reporting.verdict_alerts (
      batch_id text PRIMARY KEY,
      template_id text NOT NULL,
      changes jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      handled_at timestamptz)`);
    await q.query(`CREATE INDEX verdict_alerts_unhandled ON reporting.verdict_alerts (created_at) WHERE handled_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE reporting.verdict_alerts, reporting.alert_audits, reporting.alert_runs, reporting.alert_templates`);
  }
}
