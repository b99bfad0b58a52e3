import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Advertisers become CMS items: every field of spec section 3, soft delete and the stream version
 * the row shows. Rows before this came from one AdvertiserRecorded each, so they stand at version 1.
 * The indexes serve the CMS list: a network's advertisers by name (the common page), and every
 * advertiser by name or by last change.
 */
export class CmsAdvertisersCmsFields1764300000000 implements MigrationInterface {
  name = 'CmsAdvertisersCmsFields1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE cms.advertisers
      ADD COLUMN primary_tracking_method text,
      ADD COLUMN tracking_method_narrative text,
      ADD COLUMN javascript boolean NOT NULL DEFAULT false,
      ADD COLUMN s2s boolean NOT NULL DEFAULT false,
      ADD COLUMN other boolean NOT NULL DEFAULT false,
      ADD COLUMN bespoke_cookie_value_type text,
      ADD COLUMN bespoke_cookie_name text,
      ADD COLUMN bespoke_cookie_value text,
      ADD COLUMN bespoke_ani text,
      ADD COLUMN bespoke_master_tag text,
      ADD COLUMN internal_comment text,
      ADD COLUMN public_comment text,
      ADD COLUMN deleted_at timestamptz,
      ADD COLUMN version integer NOT NULL DEFAULT 1,
      ADD COLUMN updated_at timestamptz`);
    await q.query(`UPDATE cms.advertisers SET updated_at = created_at`);
    await q.query(`ALTER TABLE cms.advertisers ALTER COLUMN updated_at SET NOT NULL`);
    await q.query(`CREATE INDEX advertisers_network_name ON cms.advertisers (network_id, lower(name), id)`);
    await q.query(`CREATE INDEX advertisers_name ON cms.advertisers (lower(name), id)`);
    await q.query(`CREATE INDEX advertisers_updated ON cms.advertisers (updated_at, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX cms.advertisers_network_name`);
    await q.query(`DROP INDEX cms.advertisers_name`);
    await q.query(`DROP INDEX cms.advertisers_updated`);
    await q.query(`ALTER TABLE cms.advertisers
      DROP COLUMN primary_tracking_method, DROP COLUMN tracking_method_narrative, DROP COLUMN javascript,
      DROP COLUMN s2s, DROP COLUMN other, DROP COLUMN bespoke_cookie_value_type, DROP COLUMN bespoke_cookie_name,
      DROP COLUMN bespoke_cookie_value, DROP COLUMN bespoke_ani, DROP COLUMN bespoke_master_tag,
      DROP COLUMN internal_comment, DROP COLUMN public_comment, DROP COLUMN deleted_at, DROP COLUMN version,
      DROP COLUMN updated_at`);
  }
}
