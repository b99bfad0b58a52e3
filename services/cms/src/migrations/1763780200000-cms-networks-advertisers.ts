import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CmsNetworksAdvertisers1763780200000 implements MigrationInterface {
  name = 'CmsNetworksAdvertisers1763780200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS cms`);
    await q.query(`CREATE TABLE cms.networks (
      id text PRIMARY KEY,
      name text NOT NULL,
      is_active boolean NOT NULL,
      definition jsonb NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL)`);
    await q.query(`CREATE TABLE cms.advertisers (
      id text PRIMARY KEY,
      network_id text,
      network_advertiser_id text,
      name text NOT NULL,
      domain text NOT NULL,
      cannot_audit boolean NOT NULL DEFAULT false,
      cannot_audit_reason text,
      created_at timestamptz NOT NULL)`);
    await q.query(`CREATE INDEX advertisers_network_advertiser ON cms.advertisers (network_id, network_advertiser_id)`);
    await q.query(`CREATE INDEX advertisers_domain ON cms.advertisers (domain)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SCHEMA cms CASCADE`);
  }
}
