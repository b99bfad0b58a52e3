import { gql } from '@apollo/client';

export interface ChartStatusCount {
  status: string;
  statusReadable: string;
  colour: string;
  count: number;
}

export interface DashboardChartsData {
  statusByWeek: { weekStart: string; counts: ChartStatusCount[] }[];
  auditsByNetwork: { networkId: string | null; networkName: string; count: number; tracked: number }[];
  criticalByMonth: { month: string; count: number }[];
  assignments: { open: number; resolved: number; criticalUnassigned: number };
}

export const DASHBOARD_CHARTS = gql`
  query DashboardCharts {
    dashboardCharts {
      statusByWeek { weekStart counts { status statusReadable colour count } }
      auditsByNetwork { networkId networkName count tracked }
      criticalByMonth { month count }
      assignments { open resolved criticalUnassigned }
    }
  }
`;

// One colour per status, told apart in the stacked chart and readable on white (WCAG AA for the
// legend text is carried by the labels beside them, not by the colours).
export const STATUS_COLOURS: Record<string, string> = {
  IMMEDIATE: '#2e7d32',
  CONDITIONAL_ON_CMP: '#ed6c02',
  CONDITIONAL_ON_CMP_AND_REFRESH: '#8d4e00',
  NO_MEMORY_COOKIE: '#c62828',
  CLOSED_ADVERTISER: '#546e7a',
  NOT_AUDITED: '#9e9e9e',
  MANUAL_REVIEW: '#1565c0',
  OTHER: '#6a1b9a',
};

/** Weeks as recharts wants them: one row per week, one key per status, zeros filled in. */
export const weeklyRows = (weeks: DashboardChartsData['statusByWeek']) => {
  const statuses = new Map<string, string>();
  for (const week of weeks) for (const count of week.counts) statuses.set(count.status, count.statusReadable);
  const rows = weeks.map((week) => ({
    week: week.weekStart,
    ...Object.fromEntries([...statuses.keys()].map((status) => [status, week.counts.find((count) => count.status === status)?.count ?? 0])),
  }));
  return { rows, statuses: [...statuses].map(([status, label]) => ({ status, label })) };
};

/** Audit Search narrowed to what a chart's part counts (the list reads its filter from the URL). */
export const auditSearchLink = (filter: Record<string, string | undefined>): string => {
  const given = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined));
  return `/reporting/audits?filter=${encodeURIComponent(JSON.stringify(given))}`;
};

/** The first and last day of a week starting on `weekStart` (YYYY-MM-DD). */
export const weekRange = (weekStart: string): { auditedAtFrom: string; auditedAtTo: string } => {
  const end = new Date(`${weekStart}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 6);
  return { auditedAtFrom: weekStart, auditedAtTo: end.toISOString().slice(0, 10) };
};

/** The first and last day of a month (YYYY-MM). */
export const monthRange = (month: string): { auditedAtFrom: string; auditedAtTo: string } => {
  const [year, index] = month.split('-').map(Number);
  return { auditedAtFrom: `${month}-01`, auditedAtTo: new Date(Date.UTC(year, index, 0)).toISOString().slice(0, 10) };
};
