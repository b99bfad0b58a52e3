import type { MigrationInterface, QueryRunner } from 'typeorm';

/** API keys (issue 21): the list read model, and the last use of each key. */
export class AuthApiKeys1764200000000 implements MigrationInterface {
  name = 'AuthApiKeys1764200000000';

  async up(q: QueryRunner): Promise<void> {
    // Kept by the api-keys projection; rebuildable from the apikey-<id> streams. No secret here.
    await q.query(`CREATE TABLE auth.api_keys (
      id uuid PRIMARY KEY,
      name text NOT NULL,
      company_id uuid NOT NULL,
      owner_id uuid NOT NULL,
      scopes text[] NOT NULL,
      expires_at timestamptz,
      revoked_at timestamptz,
      created_at timestamptz NOT NULL)`);
    await q.query(`CREATE INDEX api_keys_company ON auth.api_keys (company_id, created_at DESC)`);
    // Written by the key verifier on every use, like the login throttle's counts: a fact about
    // traffic, not a decision, so it is not an event (the events each use causes name the key).
    await q.query(`CREATE TABLE auth.api_key_usage (
      key_id uuid PRIMARY KEY,
      last_used_at timestamptz NOT NULL,
      last_used_address text NOT NULL)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE auth.api_key_usage`);
    await q.query(`DROP TABLE auth.api_keys`);
  }
}
