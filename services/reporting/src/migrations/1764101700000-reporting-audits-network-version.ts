import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The version of the network (its CMS stream) whose definition and success criteria judged the audit. */
export class ReportingAuditsNetworkVersion1764101700000 implements MigrationInterface {
  name = 'ReportingAuditsNetworkVersion1764101700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE reporting.audits ADD COLUMN network_version int`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE reporting.audits DROP COLUMN network_version`);
  }
}
