import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit lists' sort, filters and text search (issue 22, decision 0033): the batch's name on
 * each audit (kept by the audit projection from the batch stream, with the names in
 * reporting.audit_batches for audits requested later), a btree index per sortable column, with
 * and without the company in front (a publisher's list, a super admin's), and a trigram index
 * for the search. The indexed search expression is audit-list-query.ts's SEARCH_TEXT.
 * Existing audits get their batch names when the reporting-audits read model is rebuilt.
 */
const SORTED = ['link', 'network_name', 'memory_cookie_status', 'batch_name', 'status'];

export class ReportingAuditListTools1764600100000 implements MigrationInterface {
  name = 'ReportingAuditListTools1764600100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`ALTER TABLE reporting.audits ADD COLUMN batch_name text`);
    await q.query(`CREATE TABLE reporting.audit_batches (batch_id text PRIMARY KEY, name text NOT NULL)`);
    for (const column of SORTED) {
      await q.query(`CREATE INDEX audits_sort_${column} ON reporting.audits (${column}, id)`);
      await q.query(`CREATE INDEX audits_company_sort_${column} ON reporting.audits (company_id, ${column}, id)`);
    }
    await q.query(`CREATE INDEX audits_search ON reporting.audits USING gin ((lower(link || ' ' || coalesce(network_name, '') || ' ' || coalesce(final_domain, '') || ' ' || coalesce(batch_name, ''))) gin_trgm_ops)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX reporting.audits_search`);
    for (const column of SORTED) {
      await q.query(`DROP INDEX reporting.audits_sort_${column}`);
      await q.query(`DROP INDEX reporting.audits_company_sort_${column}`);
    }
    await q.query(`DROP TABLE reporting.audit_batches`);
    await q.query(`ALTER TABLE reporting.audits DROP COLUMN batch_name`);
  }
}
