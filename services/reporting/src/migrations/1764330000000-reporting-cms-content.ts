import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reporting's copy of the CMS content its audits show (issue 15): the CMP names behind
 * detectedCmp and the 'CMP: {name}' badge, and the whitelisting requests behind the whitelist badges.
 */
export class ReportingCmsContent1764330000000 implements MigrationInterface {
  name = 'ReportingCmsContent1764330000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE reporting.cmp_names (
      id text PRIMARY KEY,
      name text NOT NULL,
      deleted boolean NOT NULL DEFAULT false)`);
    await q.query(`CREATE TABLE reporting.whitelisting_requests (
      id text PRIMARY KEY,
      advertiser_id text NOT NULL,
      whitelist_sent boolean NOT NULL DEFAULT false,
      whitelist_active boolean NOT NULL DEFAULT false,
      deleted boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL)`);
    await q.query(`CREATE INDEX whitelisting_requests_advertiser ON reporting.whitelisting_requests (advertiser_id) WHERE NOT deleted`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE reporting.whitelisting_requests`);
    await q.query(`DROP TABLE reporting.cmp_names`);
  }
}
