import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The generic CMS items (catalogue/): one row per item of every kind, its fields as JSON. */
export class CmsCatalogueItems1764000000000 implements MigrationInterface {
  name = 'CmsCatalogueItems1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE cms.catalogue_items (
      kind text NOT NULL,
      id text NOT NULL,
      fields jsonb NOT NULL,
      search_text text NOT NULL,
      deleted_at timestamptz,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      version integer NOT NULL,
      PRIMARY KEY (kind, id))`);
    await q.query(`CREATE INDEX catalogue_items_kind_updated ON cms.catalogue_items (kind, updated_at DESC)`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`CREATE INDEX catalogue_items_search ON cms.catalogue_items USING gin (search_text gin_trgm_ops)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE cms.catalogue_items`);
  }
}
