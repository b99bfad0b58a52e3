import { Args, Query, Resolver } from '@nestjs/graphql';
import { DataSource } from 'typeorm';
import { CurrentUser, Operation, type AuthenticatedUser } from '@tracklight/access';
import { AuditQueries } from '../../audits/audit-queries';
import { CRITICAL_STATUS, fillMonths, fillWeeks, lastMonths, lastWeeks, TRACKED_STATUSES } from './chart-series';
import { DashboardChartsView } from './dashboard-charts.views';

const WEEKS = 12;
const MONTHS = 12;
const TOP_NETWORKS = 10;

/**
 * The dashboard's charts (spec section 2's placeholder widgets, from real data): memory cookie
 * statuses per week, audits per network, critical audits per month, assigned links. Each counts
 * the audits the caller may see (their company's; a super admin's choice or every company).
 */
@Resolver()
export class DashboardChartsResolver {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audits: AuditQueries,
  ) {}

  @Query(() => DashboardChartsView)
  @Operation('reporting.dashboard.charts')
  async dashboardCharts(
    @CurrentUser() user: AuthenticatedUser,
    @Args('companyId', { type: () => String, nullable: true }) companyId?: string,
  ): Promise<DashboardChartsView> {
    const now = new Date();
    const weeks = lastWeeks(now, WEEKS);
    const months = lastMonths(now, MONTHS);
    const run = <Row>(sql: (where: string) => string, since: string): Promise<Row[]> => {
      const where = this.audits.scoped(user, companyId);
      where.add((p) => `a.audited_at >= ${p(since)}`);
      where.add(() => 'a.memory_cookie_status IS NOT NULL');
      return this.dataSource.query(sql(where.sql()), where.params);
    };
    const ninetyDaysAgo = new Date(now.getTime() - 90 * 86_400_000).toISOString();
    // Constants of our own, not input: safe inside the SQL text.
    const tracked = `ARRAY[${TRACKED_STATUSES.map((status) => `'${status}'`).join(', ')}]`;
    const [byWeek, byNetwork, critical, assigned] = await Promise.all([
      run<{ week: string; status: string; count: number }>(
        (where) => `SELECT to_char(date_trunc('week', a.audited_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS week, a.memory_cookie_status AS status, count(*)::int AS count
                      FROM reporting.audits a ${where} GROUP BY 1, 2 ORDER BY 1, 2`,
        weeks[0],
      ),
      run<{ network_id: string | null; network_name: string | null; count: number; tracked: number }>(
        (where) => `SELECT a.network_id, max(a.network_name) AS network_name, count(*)::int AS count,
                           count(*) FILTER (WHERE a.memory_cookie_status = ANY(${tracked}))::int AS tracked
                      FROM reporting.audits a ${where} GROUP BY a.network_id ORDER BY count DESC, a.network_id LIMIT ${TOP_NETWORKS}`,
        ninetyDaysAgo,
      ),
      this.criticalByMonth(user, companyId, months[0]),
      run<{ open: number; resolved: number; critical_unassigned: number }>(
        (where) => `SELECT count(*) FILTER (WHERE a.assigned_to_id IS NOT NULL AND NOT a.assignment_resolved)::int AS open,
                           count(*) FILTER (WHERE a.assigned_to_id IS NOT NULL AND a.assignment_resolved)::int AS resolved,
                           count(*) FILTER (WHERE a.assigned_to_id IS NULL AND a.memory_cookie_status = '${CRITICAL_STATUS}')::int AS critical_unassigned
                      FROM reporting.audits a ${where}`,
        ninetyDaysAgo,
      ),
    ]);
    return {
      statusByWeek: fillWeeks(weeks, byWeek),
      auditsByNetwork: byNetwork.map((row) => ({
        networkId: row.network_id,
        networkName: row.network_name ?? 'Network not recognised',
        count: row.count,
        tracked: row.tracked,
      })),
      criticalByMonth: fillMonths(months, critical),
      assignments: { open: assigned[0]?.open ?? 0, resolved: assigned[0]?.resolved ?? 0, criticalUnassigned: assigned[0]?.critical_unassigned ?? 0 },
    };
  }

  /**
   * Critical audits per month over a year, from the monthly summary the audits projection keeps
   * (decision 0028): a few rows per company and month instead of every judged audit of the year.
   */
  private criticalByMonth(user: AuthenticatedUser, companyId: string | null | undefined, firstMonth: string): Promise<{ month: string; count: number }[]> {
    const where = this.audits.scoped(user, companyId);
    where.add((p) => `a.month >= ${p(`${firstMonth}-01`)}::date`);
    where.add((p) => `a.memory_cookie_status = ${p(CRITICAL_STATUS)}`);
    return this.dataSource.query(
      `SELECT to_char(a.month, 'YYYY-MM') AS month, sum(a.count)::int AS count FROM reporting.audit_counts_by_month a ${where.sql()} GROUP BY 1`,
      where.params,
    );
  }
}
