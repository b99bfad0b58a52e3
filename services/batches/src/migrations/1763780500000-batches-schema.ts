import type { MigrationInterface, QueryRunner } from 'typeorm';

export class BatchesSchema1763780500000 implements MigrationInterface {
  name = 'BatchesSchema1763780500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS batches`);
    // Read models (projection 'batches'): batches and templates in one table, as the spec's
    // Batch entity has them (isTemplate), and their links.
    await q.query(`CREATE TABLE batches.batches (
      id uuid PRIMARY KEY,
      company_id text NOT NULL,
      owner_id text NOT NULL,
      owner_name text NOT NULL,
      owner_email text NOT NULL,
      owner_company_name text NOT NULL,
      name text NOT NULL,
      description text,
      queue_letter text,
      is_template boolean NOT NULL DEFAULT false,
      template_id uuid,
      scheduled_for timestamptz,
      started_at timestamptz NOT NULL,
      finished_at timestamptz,
      is_done boolean NOT NULL DEFAULT false,
      status text,
      deleted_at timestamptz,
      num_links integer NOT NULL DEFAULT 0,
      num_completed integer NOT NULL DEFAULT 0,
      notify_on_complete boolean NOT NULL DEFAULT true,
      use_for_link_assurance boolean NOT NULL DEFAULT false,
      meta jsonb,
      csv text,
      schedule_type text NOT NULL DEFAULT 'none',
      schedule_day text,
      schedule_time text,
      schedule_cron text,
      scheduled_running_paused boolean NOT NULL DEFAULT false,
      next_scheduled_run_at timestamptz,
      scheduling_error jsonb,
      last_run_batch_id uuid,
      last_run_started_at timestamptz)`);
    await q.query(`CREATE INDEX batches_list ON batches.batches (is_template, started_at DESC) WHERE deleted_at IS NULL`);
    await q.query(`CREATE INDEX batches_company ON batches.batches (company_id, started_at DESC)`);
    await q.query(`CREATE INDEX batches_due ON batches.batches (next_scheduled_run_at) WHERE is_template AND NOT scheduled_running_paused`);
    await q.query(`CREATE TABLE batches.batch_links (
      id uuid PRIMARY KEY,
      batch_id uuid NOT NULL,
      ord integer NOT NULL,
      link text NOT NULL,
      fields jsonb NOT NULL,
      audit_id uuid,
      audit_status text,
      finished boolean NOT NULL DEFAULT false)`);
    await q.query(`CREATE INDEX batch_links_batch ON batches.batch_links (batch_id, ord)`);
    await q.query(`CREATE INDEX batch_links_audit ON batches.batch_links (audit_id)`);
    // Outbox of completion e-mails, written by the projection in its transaction. Not a read model:
    // a rebuild replays the same event ids, which the key turns away, so nobody is mailed twice.
    await q.query(`CREATE TABLE batches.completion_mail (
      event_id uuid PRIMARY KEY,
      batch_id uuid NOT NULL,
      to_email text NOT NULL,
      subject text NOT NULL,
      body text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz)`);
    await q.query(`CREATE INDEX completion_mail_unsent ON batches.completion_mail (created_at) WHERE sent_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SCHEMA batches CASCADE`);
  }
}
