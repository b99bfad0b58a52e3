import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Your Results' sort, filters and text search (issue 22, decision 0032): each link's recognised
 * network and advertiser and its landing domain (kept by the batches projection from the audit's
 * verdict, for the network and advertiser filters and the search), a btree index per sortable
 * column with and without the company in front (a publisher's list, a super admin's), and
 * trigram indexes for the search over batch names and over links. The indexed expressions are
 * batch-list-query.ts's BATCH_SEARCH_TEXT and LINK_SEARCH_TEXT, character for character.
 * Existing links get their networks when the batches read model is rebuilt.
 */
const SORTED = ['name', 'finished_at', 'num_links', 'owner_name', 'owner_company_name'];

export class BatchesListTools1764700000000 implements MigrationInterface {
  name = 'BatchesListTools1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`ALTER TABLE batches.batch_links ADD COLUMN network_id text, ADD COLUMN network_name text,
      ADD COLUMN advertiser_id text, ADD COLUMN final_domain text`);
    await q.query(`CREATE INDEX batch_links_network ON batches.batch_links (network_id, batch_id)`);
    await q.query(`CREATE INDEX batch_links_advertiser ON batches.batch_links (advertiser_id, batch_id)`);
    for (const column of SORTED) {
      await q.query(`CREATE INDEX batches_sort_${column} ON batches.batches (${column}, id) WHERE NOT is_template AND deleted_at IS NULL`);
      await q.query(`CREATE INDEX batches_company_sort_${column} ON batches.batches (company_id, ${column}, id)`);
    }
    await q.query(`CREATE INDEX batches_search ON batches.batches USING gin ((lower(id::text || ' ' || name || ' ' || coalesce(description, ''))) gin_trgm_ops)`);
    await q.query(`CREATE INDEX batch_links_search ON batches.batch_links USING gin
      ((lower(link || ' ' || coalesce(network_name, '') || ' ' || coalesce(final_domain, '') || ' ' || coalesce(fields->>'userDefinedMerchant', ''))) gin_trgm_ops)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX batches.batch_links_search`);
    await q.query(`DROP INDEX batches.batches_search`);
    for (const column of SORTED) {
      await q.query(`DROP INDEX batches.batches_sort_${column}`);
      await q.query(`DROP INDEX batches.batches_company_sort_${column}`);
    }
    await q.query(`DROP INDEX batches.batch_links_advertiser`);
    await q.query(`DROP INDEX batches.batch_links_network`);
    await q.query(`ALTER TABLE batches.batch_links DROP COLUMN network_id, DROP COLUMN network_name, DROP COLUMN advertiser_id, DROP COLUMN final_domain`);
  }
}
