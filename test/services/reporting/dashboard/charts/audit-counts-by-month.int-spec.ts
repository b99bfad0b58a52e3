import type { DataSource } from 'typeorm';
import { PERSONAS, type AuthenticatedUser } from '@tracklight/access';
import type { AuditCompleted, AuditRejudged, AuditVerdict } from '@tracklight/contracts';
import { EventStore } from '@tracklight/event-store';
import { catchUpToNow, createReadModelDataSource, openReadModels, rebuildProjection } from '@tracklight/read-models';
import { createTestDatabase, type TestDatabase } from '@tracklight/testing';
import { awinClick } from '../../../../../services/audit-runner/src/verdict/test-support/evidence-builders';
import { CMS_MIGRATIONS } from '../../../../../services/cms/src/cms.module';
import { PLATFORM_CONTENT_DEFAULTS } from '../../../../../services/cms/src/platform-content/platform-content-keys';
import { AuditListProjection } from '../../../../../services/reporting/src/audits/audit-list.projection';
import { AuditEntity } from '../../../../../services/reporting/src/audits/audit.entity';
import { AuditQueries } from '../../../../../services/reporting/src/audits/audit-queries';
import { ErrorCatalogueReader } from '../../../../../services/reporting/src/cms-content/error-catalogue';
import { REPORTING_MIGRATIONS } from '../../../../../services/reporting/src/reporting.module';
import { requestCompanyAudits } from '../../test-support/reporting-test-app';
import { DashboardChartsResolver } from '../../../../../services/reporting/src/dashboard/charts/dashboard-charts.resolver';

const context = { actorUserId: null, correlationId: 'month-counts' };
const STATUSES: AuditVerdict['memoryCookieStatus'][] = ['NO_MEMORY_COOKIE', 'IMMEDIATE', 'CONDITIONAL_ON_CMP', 'NO_MEMORY_COOKIE', 'CONDITIONAL_ON_CMP_AND_REFRESH'];
const DAY = 86_400_000;

/** Every judged audit counted straight from reporting.audits, as the summary should hold them. */
const DIRECT = `SELECT company_id, to_char(audited_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, memory_cookie_status, count(*)::int AS count
                  FROM reporting.audits WHERE audited_at IS NOT NULL AND memory_cookie_status IS NOT NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`;
const SUMMARY = `SELECT company_id, to_char(month, 'YYYY-MM') AS month, memory_cookie_status, count FROM reporting.audit_counts_by_month ORDER BY 1, 2, 3`;

/**
 * The monthly summary behind the dashboard's 12-month chart (decision 0028) holds the same counts
 * as reporting.audits, through completions, re-judging (to and from the critical status), re-runs
 * that supersede earlier audits, failures and audits never judged, and after a rebuild by replay.
 */
describe('audit counts by month (real Postgres, events through the audits projection)', () => {
  let db: TestDatabase;
  let store: EventStore;
  let dataSource: DataSource;
  let charts: DashboardChartsResolver;
  const projection = new AuditListProjection();
  const superAdmin = PERSONAS.superAdmin as AuthenticatedUser;
  const publisherOf = (companyId: string) => ({ ...PERSONAS.publisher, companyId }) as AuthenticatedUser;

  const complete = (auditId: string, batchId: string, status: AuditVerdict['memoryCookieStatus'], auditedAt: Date) => {
    const scenario = awinClick();
    const completed: AuditCompleted = {
      type: 'AuditCompleted',
      data: { auditId, batchId, networkId: 'awin', networkName: 'AWIN', advertiserId: null, evidence: scenario.build(), verdict: { ...scenario.evaluate(), memoryCookieStatus: status }, auditTimeMs: 900, auditedAt: auditedAt.toISOString() },
    };
    return store.append(`audit-${auditId}`, [completed], 'any', context);
  };
  const rejudge = (auditId: string, batchId: string, from: AuditVerdict['memoryCookieStatus'], to: AuditVerdict['memoryCookieStatus']) => {
    const rejudged: AuditRejudged = {
      type: 'AuditRejudged',
      data: {
        auditId,
        batchId,
        networkId: 'awin',
        networkName: 'AWIN',
        networkVersion: 2,
        advertiserId: null,
        verdict: { ...awinClick().evaluate(), memoryCookieStatus: to },
        previous: { memoryCookieStatus: from, moonpullErrors: [], networkId: 'awin', networkVersion: 1 },
        reason: 'The network definition changed.',
        rejudgedAt: new Date().toISOString(),
      },
    };
    return store.append(`audit-${auditId}`, [rejudged], 'any', context);
  };

  beforeAll(async () => {
    db = await createTestDatabase('month_counts');
    store = new EventStore(db.url);
    await store.migrate();
    dataSource = await openReadModels(createReadModelDataSource(db.url, [AuditEntity], [...CMS_MIGRATIONS, ...REPORTING_MIGRATIONS]));
    const queries = new AuditQueries(dataSource, { values: async () => PLATFORM_CONTENT_DEFAULTS }, new ErrorCatalogueReader(dataSource));
    charts = new DashboardChartsResolver(dataSource, queries);

    // Three owners (two companies and the staff's own, no company); ten links each run three times
    // over fourteen months, so later runs supersede earlier ones and some fall outside the year.
    const now = Date.now();
    let n = 0;
    for (const companyId of ['company-a', 'company-b', null]) {
      for (let run = 0; run < 3; run++) {
        const links = Array.from({ length: 10 }, (_, i) => ({ link: `https://www.awin1.com/cread.php?awinmid=${i}&awinaffid=1` }));
        const { batchId, auditIds } = await requestCompanyAudits(store, companyId, null, links);
        for (const [i, auditId] of auditIds.entries()) {
          n++;
          if (n % 11 === 0) continue; // requested, never judged
          if (n % 13 === 0) {
            await store.append(`audit-${auditId}`, [{ type: 'AuditFailed', data: { auditId, batchId, reason: 'The page never loaded.', attempts: 1, failedAt: new Date().toISOString() } }], 'any', context);
            continue;
          }
          const status = STATUSES[n % STATUSES.length];
          await complete(auditId, batchId, status, new Date(now - ((n * 7 + run * 97 + i) % 425) * DAY));
          // Re-judged: every fourth away from or onto the critical status, every sixth twice.
          if (n % 4 === 0) await rejudge(auditId, batchId, status, status === 'NO_MEMORY_COOKIE' ? 'IMMEDIATE' : 'NO_MEMORY_COOKIE');
          if (n % 6 === 0) {
            await rejudge(auditId, batchId, status, 'CONDITIONAL_ON_CMP');
            await rejudge(auditId, batchId, 'CONDITIONAL_ON_CMP', 'NO_MEMORY_COOKIE');
          }
        }
      }
    }
    await catchUpToNow(store, dataSource, projection);
  }, 120_000);

  afterAll(async () => {
    await dataSource?.destroy();
    await store?.close();
    await db?.drop();
  });

  /** The 12-month chart as it was counted before the summary: straight from reporting.audits. */
  const directCriticalByMonth = async (companyId: string | null, firstMonth: string) => {
    const rows: { month: string; count: number }[] = await dataSource.query(
      `SELECT to_char(audited_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, count(*)::int AS count FROM reporting.audits
        WHERE memory_cookie_status = 'NO_MEMORY_COOKIE' AND audited_at >= $1::date AND ($2::text IS NULL OR company_id = $2) GROUP BY 1`,
      [`${firstMonth}-01`, companyId],
    );
    return new Map(rows.map((row) => [row.month, row.count]));
  };

  it('holds the same counts as reporting.audits, and the charts give the direct counts to each caller', async () => {
    const direct = await dataSource.query(DIRECT);
    expect(direct.length).toBeGreaterThan(20);
    expect(await dataSource.query(SUMMARY)).toEqual(direct);
    // The data reaches both sides of the chart's window and holds critical audits in it.
    expect((await dataSource.query(`SELECT count(*)::int AS n FROM reporting.audits WHERE audited_at < now() - interval '13 months'`))[0].n).toBeGreaterThan(0);

    for (const [user, companyId] of [
      [publisherOf('company-a'), 'company-a'],
      [publisherOf('company-b'), 'company-b'],
      [superAdmin, null],
    ] as const) {
      const { criticalByMonth } = await charts.dashboardCharts(user);
      expect(criticalByMonth).toHaveLength(12);
      const expected = await directCriticalByMonth(companyId, criticalByMonth[0].month);
      expect(criticalByMonth.map((m) => [m.month, m.count])).toEqual(criticalByMonth.map((m) => [m.month, expected.get(m.month) ?? 0]));
      expect(criticalByMonth.reduce((sum, m) => sum + m.count, 0)).toBeGreaterThan(0);
    }
  });

  it('comes out the same from a rebuild by replay', async () => {
    const before = await dataSource.query(SUMMARY);
    await dataSource.query(`DELETE FROM reporting.audit_counts_by_month`);
    await rebuildProjection(store, dataSource, projection);
    expect(await dataSource.query(SUMMARY)).toEqual(before);
    expect(await dataSource.query(SUMMARY)).toEqual(await dataSource.query(DIRECT));
  }, 60_000);
});
