import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The company that owns a network (spec section 3, Network.ownerId). Advertiser management is
 * scoped by it: a user with the advertiserManagement grant manages the advertisers of the networks
 * their own company owns.
 */
export class CmsNetworksOwner1764101500000 implements MigrationInterface {
  name = 'CmsNetworksOwner1764101500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE cms.networks ADD COLUMN owner_id text`);
    await q.query(`CREATE INDEX networks_owner ON cms.networks (owner_id) WHERE owner_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE cms.networks DROP COLUMN owner_id`);
  }
}
