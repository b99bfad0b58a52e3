import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Networks become CMS items: their own fields (spec section 3, Network), success criteria as staff
 * set them (null: derived from the definition), soft delete, and the stream version the row shows,
 * which audits record as the version of the network that judged them. Rows before this came from
 * one NetworkDefined each, so they stand at version 1.
 */
export class CmsNetworksCmsFields1764101600000 implements MigrationInterface {
  name = 'CmsNetworksCmsFields1764101600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE cms.networks
      ADD COLUMN url text,
      ADD COLUMN description text,
      ADD COLUMN client_comment text,
      ADD COLUMN moonpull_comment text,
      ADD COLUMN success_criteria jsonb,
      ADD COLUMN deleted_at timestamptz,
      ADD COLUMN version integer NOT NULL DEFAULT 1`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE cms.networks
      DROP COLUMN url, DROP COLUMN description, DROP COLUMN client_comment, DROP COLUMN moonpull_comment,
      DROP COLUMN success_criteria, DROP COLUMN deleted_at, DROP COLUMN version`);
  }
}
