import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CmsPlatformContentCauses1763780210000 implements MigrationInterface {
  name = 'CmsPlatformContentCauses1763780210000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE cms.platform_content (
      key text PRIMARY KEY,
      value text NOT NULL,
      updated_at timestamptz NOT NULL)`);
    await q.query(`CREATE TABLE cms.causes (
      id text PRIMARY KEY,
      reason text NOT NULL,
      updated_at timestamptz NOT NULL)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE cms.causes`);
    await q.query(`DROP TABLE cms.platform_content`);
  }
}
