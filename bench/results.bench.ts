import { PERSONAS, type AuthenticatedUser } from '@tracklight/access';
import { createReadModelDataSource, openReadModels } from '@tracklight/read-models';
import { createTestDatabase } from '@tracklight/testing';
import { CMS_MIGRATIONS } from '../services/cms/src/cms.module';
import { PLATFORM_CONTENT_DEFAULTS } from '../services/cms/src/platform-content/platform-content-keys';
import { AuditQueries } from '../services/reporting/src/audits/audit-queries';
import { ErrorCatalogueReader } from '../services/reporting/src/cms-content/error-catalogue';
import { AuditsForBatchResolver } from '../services/reporting/src/audits/list-batch-audits/audits-for-batch.resolver';
import { AuditOneResolver } from '../services/reporting/src/audits/read-audit/audit-one.resolver';
import {
  AuditManyResolver,
  AuditManySort,
} from '../services/reporting/src/audits/search-audits/audit-many.resolver';
import { REPORTING_MIGRATIONS } from '../services/reporting/src/reporting.module';
import { measure } from './measure';
import { seedAudits } from './seed-audits';

/**
 * npm run bench:results — reporting.audits filled with 1,000,000 audits (10,000 batches of 100,
 * 50 companies, a year of audit dates), then p50/p95 of auditsForBatch, auditMany and auditOne
 * through the resolvers (SQL, joins, presentation rules), beside the same reads as plain SQL.
 */
const AUDITS = Number(process.env.BENCH_AUDITS ?? 1_000_000);
const PER_BATCH = 100;
const COMPANIES = 50;

const publisherOf = (company: number): AuthenticatedUser => ({
  ...PERSONAS.publisher,
  companyId: `company-${company}`,
});
const superAdmin = PERSONAS.superAdmin as AuthenticatedUser;

const main = async () => {
  const db = await createTestDatabase('bench_results');
  const dataSource = await openReadModels(
    createReadModelDataSource(db.url, [], [...CMS_MIGRATIONS, ...REPORTING_MIGRATIONS]),
  );
  try {
    await seedAudits(dataSource, { from: 0, to: AUDITS, perBatch: PER_BATCH, companies: COMPANIES });

    // The shipped thresholds colour the handover impacts; no CMS runs in this bench.
    const queries = new AuditQueries(dataSource, { values: async () => PLATFORM_CONTENT_DEFAULTS }, new ErrorCatalogueReader(dataSource));
    const forBatch = new AuditsForBatchResolver(queries);
    const many = new AuditManyResolver(queries);
    const one = new AuditOneResolver(queries);
    const batches = AUDITS / PER_BATCH;
    const batchOf = (i: number) => (i * 7919) % batches;
    const companyOfBatch = (b: number) => b % COMPANIES;
    const since = new Date(Date.now() - 30 * 24 * 3_600_000);

    await measure('auditsForBatch (publisher, page 1 of 10)', (i) =>
      forBatch.auditsForBatch(
        publisherOf(companyOfBatch(batchOf(i))),
        `batch-${batchOf(i)}`,
        1,
        10,
      ),
    );
    await measure('  floor: plain SQL count + page of the batch', async (i) => {
      const b = batchOf(i);
      await dataSource.query(
        `SELECT count(*) FROM reporting.audits WHERE batch_id = $1 AND company_id = $2`,
        [`batch-${b}`, `company-${companyOfBatch(b)}`],
      );
      await dataSource.query(
        `SELECT * FROM reporting.audits WHERE batch_id = $1 AND company_id = $2 ORDER BY requested_at, batch_position, id LIMIT 10`,
        [`batch-${b}`, `company-${companyOfBatch(b)}`],
      );
    });
    await measure('auditMany (publisher, DONE, last 30 days, page 1 of 10)', (i) =>
      many.auditMany(
        publisherOf(i % COMPANIES),
        { status: 'DONE', auditedAt: { gte: since } },
        1,
        10,
        AuditManySort.AUDITEDAT_DESC,
      ),
    );
    await measure('  floor: plain SQL count + page', async (i) => {
      const params = [`company-${i % COMPANIES}`, since];
      await dataSource.query(
        `SELECT count(*) FROM reporting.audits WHERE company_id = $1 AND status = 'DONE' AND audited_at >= $2`,
        params,
      );
      await dataSource.query(
        `SELECT * FROM reporting.audits WHERE company_id = $1 AND status = 'DONE' AND audited_at >= $2 ORDER BY audited_at DESC NULLS LAST, id LIMIT 10`,
        params,
      );
    });
    // An exact total over every company counts the whole table: fewer runs.
    await measure(
      'auditMany (super admin, every company, page 5 of 10)',
      () => many.auditMany(superAdmin, undefined, 5, 10, AuditManySort.AUDITEDAT_DESC),
      50,
    );
    await measure(
      '  floor: plain SQL count + page',
      async () => {
        await dataSource.query(`SELECT count(*) FROM reporting.audits`);
        await dataSource.query(
          `SELECT * FROM reporting.audits ORDER BY audited_at DESC NULLS LAST, id LIMIT 10 OFFSET 40`,
        );
      },
      50,
    );
    await measure('auditOne (publisher, by id)', (i) => {
      const g = (i * 104_729) % AUDITS;
      return one.auditOne(publisherOf(Math.floor(g / PER_BATCH) % COMPANIES), { id: `audit-${g}` });
    });
    await measure('  floor: plain SQL by primary key', (i) =>
      dataSource.query(`SELECT * FROM reporting.audits WHERE id = $1`, [
        `audit-${(i * 104_729) % AUDITS}`,
      ]),
    );
  } finally {
    await dataSource.destroy();
    await db.drop();
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
