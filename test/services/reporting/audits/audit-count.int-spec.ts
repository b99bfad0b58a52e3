import { PERSONAS, type AuthenticatedUser } from '@tracklight/access';
import { createReadModelDataSource, openReadModels } from '@tracklight/read-models';
import { createTestDatabase, type TestDatabase } from '@tracklight/testing';
import type { DataSource } from 'typeorm';
import { CMS_MIGRATIONS } from '../../../../services/cms/src/cms.module';
import { PLATFORM_CONTENT_DEFAULTS } from '../../../../services/cms/src/platform-content/platform-content-keys';
import { REPORTING_MIGRATIONS } from '../../../../services/reporting/src/reporting.module';
import { AuditQueries, EXACT_COUNT_LIMIT } from '../../../../services/reporting/src/audits/audit-queries';
import { ErrorCatalogueReader } from '../../../../services/reporting/src/cms-content/error-catalogue';

/** Page totals: exact up to the limit, the planner's estimate beyond it (real Postgres). */
describe('audit page totals', () => {
  let db: TestDatabase;
  let dataSource: DataSource;
  let queries: AuditQueries;
  const superAdmin = PERSONAS.superAdmin as AuthenticatedUser;
  const publisher = { ...PERSONAS.publisher, companyId: 'small-company' } as AuthenticatedUser;

  beforeAll(async () => {
    db = await createTestDatabase('audit_count');
    dataSource = await openReadModels(createReadModelDataSource(db.url, [], [...CMS_MIGRATIONS, ...REPORTING_MIGRATIONS]));
    await dataSource.query(
      `INSERT INTO reporting.audits (id, batch_id, company_id, queue, link, country_code, options, status, requested_at, audited_at)
       SELECT 'audit-' || g, 'batch-' || (g / 100), CASE WHEN g <= 25 THEN 'small-company' ELSE 'big-company' END, 'a',
              'https://click.example/' || g, 'gb', '{}'::jsonb, 'DONE', now(), now() - g * interval '1 second'
         FROM generate_series(1, $1::int) g`,
      [EXACT_COUNT_LIMIT + 5_000],
    );
    await dataSource.query('ANALYZE reporting.audits');
    queries = new AuditQueries(dataSource, { values: async () => PLATFORM_CONTENT_DEFAULTS }, new ErrorCatalogueReader(dataSource));
  }, 120_000);

  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  it('counts exactly up to the limit', async () => {
    const page = await queries.page(publisher, queries.scoped(publisher), 'a.audited_at DESC', { page: 2, perPage: 10 });
    expect(page).toMatchObject({ count: 25, countIsExact: true, pageInfo: { pageCount: 3, currentPage: 2, hasNextPage: true } });
    expect(page.items).toHaveLength(10);
  });

  it('estimates beyond the limit, never below what it counted', async () => {
    const page = await queries.page(superAdmin, queries.scoped(superAdmin), 'a.audited_at DESC', { page: 1, perPage: 10 });
    expect(page.countIsExact).toBe(false);
    expect(page.count).toBeGreaterThan(EXACT_COUNT_LIMIT);
    // ANALYZE of the whole table: the estimate is close to the truth.
    expect(Math.abs(page.count - (EXACT_COUNT_LIMIT + 5_000))).toBeLessThan(5_000);
    expect(page.items).toHaveLength(10);
  });
});
