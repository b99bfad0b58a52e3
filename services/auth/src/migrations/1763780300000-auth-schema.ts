import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AuthSchema1763780300000 implements MigrationInterface {
  name = 'AuthSchema1763780300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS auth`);
    // Read models, kept by projections and rebuildable from the event store.
    await q.query(`CREATE TABLE auth.companies (
      id uuid PRIMARY KEY,
      name text NOT NULL,
      is_super_admin boolean NOT NULL,
      moonpull_share_enabled boolean NOT NULL,
      company_type text NOT NULL,
      billing_id text,
      num_monthly_links integer NOT NULL,
      num_extra_monthly_links integer NOT NULL,
      num_audits integer NOT NULL,
      reset_day integer NOT NULL,
      next_reset_date timestamptz NOT NULL,
      max_batch_size integer NOT NULL,
      queues text[] NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL)`);
    await q.query(`CREATE TABLE auth.users (
      id uuid PRIMARY KEY,
      email text NOT NULL,
      name text NOT NULL,
      title text NOT NULL,
      company_id uuid NOT NULL,
      is_enabled boolean NOT NULL,
      is_company_owner boolean NOT NULL,
      must_set_password boolean NOT NULL,
      roles jsonb NOT NULL,
      grants text[] NOT NULL,
      last_login_at timestamptz,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL)`);
    await q.query(`CREATE INDEX users_company ON auth.users (company_id)`);
    await q.query(`CREATE TABLE auth.account_history (
      event_id uuid PRIMARY KEY,
      stream text NOT NULL,
      type text NOT NULL,
      data jsonb NOT NULL,
      actor_user_id text,
      correlation_id text NOT NULL,
      occurred_at timestamptz NOT NULL)`);
    await q.query(
      `CREATE INDEX account_history_stream ON auth.account_history (stream, occurred_at)`,
    );
    // Write-side tables, written by command handlers (see their classes for why).
    await q.query(`CREATE TABLE auth.user_emails (email text PRIMARY KEY, user_id uuid NOT NULL)`);
    await q.query(
      `CREATE TABLE auth.login_failures (key text NOT NULL, failed_at timestamptz NOT NULL DEFAULT now())`,
    );
    await q.query(`CREATE INDEX login_failures_key ON auth.login_failures (key, failed_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SCHEMA auth CASCADE`);
  }
}
