import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Bar, BarChart, CartesianGrid, Cell, Legend, Line, LineChart, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { apolloClient } from '../../dataProvider/apollo-client';
import { ErrorState } from '../../layout/ErrorState';
import { auditSearchLink, DASHBOARD_CHARTS, monthRange, STATUS_COLOURS, weeklyRows, weekRange, type DashboardChartsData } from './chart-data';

const loadCharts = async (): Promise<DashboardChartsData> => {
  const { data, error } = await apolloClient.query<{ dashboardCharts: DashboardChartsData }>({ query: DASHBOARD_CHARTS, fetchPolicy: 'network-only' });
  if (!data?.dashboardCharts) throw new Error(error?.message ?? 'Something went wrong');
  return data.dashboardCharts;
};

const CHART_HEIGHT = 260;

/**
 * A chart in a titled card, or `empty` in the chart's place when there is nothing to draw (inside
 * recharts' ResponsiveContainer a text was squeezed to a word per line).
 */
const ChartCard = ({ title, help, testId, empty, children }: { title: string; help: string; testId: string; empty?: string; children: ReactNode }) => (
  <Card data-testid={testId} component="section" aria-label={title} sx={{ height: '100%' }}>
    <CardContent>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {help}
      </Typography>
      {empty ? (
        <Box height={CHART_HEIGHT} display="flex" alignItems="center" justifyContent="center" textAlign="center" px={2}>
          <Typography variant="body2">{empty}</Typography>
        </Box>
      ) : (
        <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
          {children as never}
        </ResponsiveContainer>
      )}
    </CardContent>
  </Card>
);

/** The charts' places while they load: the weekly chart across, three below. */
const ChartsSkeleton = () => (
  <Grid container spacing={2} role="status" aria-label="Loading the charts" data-testid="charts-skeleton">
    {[12, 4, 4, 4].map((size, index) => (
      <Grid key={index} size={{ xs: 12, md: size }}>
        <Skeleton variant="rounded" height={size === 12 ? 280 : 220} />
      </Grid>
    ))}
  </Grid>
);

/**
 * The dashboard's charts from real audits (issue 19): memory cookie statuses per week, audits per
 * network, critical audits per month, assigned links. Clicking a part opens Audit Search on the
 * audits it counts.
 */
export const DashboardCharts = () => {
  const navigate = useNavigate();
  const { data, error, refetch } = useQuery({ queryKey: ['dashboardCharts'], queryFn: loadCharts, refetchInterval: 60_000 });
  if (!data) return error ? <ErrorState error={error} onRetry={refetch} title="The charts could not be loaded" /> : <ChartsSkeleton />;
  const audited = data.statusByWeek.some((week) => week.counts.length > 0);
  if (!audited) {
    return (
      <Alert severity="info" data-testid="charts-empty">
        No audits in the last 12 weeks yet: the charts fill in as your links are audited. Submit links from Submit Links to start.
      </Alert>
    );
  }
  const weekly = weeklyRows(data.statusByWeek);
  const assignments = [
    { key: 'open', name: 'Assigned, open', value: data.assignments.open, colour: '#ed6c02' },
    { key: 'resolved', name: 'Assigned, resolved', value: data.assignments.resolved, colour: '#2e7d32' },
    { key: 'unassigned', name: 'No cookie, nobody assigned', value: data.assignments.criticalUnassigned, colour: '#c62828' },
  ].filter((part) => part.value > 0);
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <ChartCard title="Memory cookie status, last 12 weeks" help="Audits finished each week, stacked by verdict. Click a week to see its audits." testId="chart-status-by-week">
          <BarChart data={weekly.rows} onClick={(state) => state?.activeLabel && navigate(auditSearchLink(weekRange(String(state.activeLabel))))}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="week" />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Legend />
            {weekly.statuses.map(({ status, label }) => (
              <Bar key={status} dataKey={status} name={label} stackId="statuses" fill={STATUS_COLOURS[status] ?? '#616161'} isAnimationActive={false} />
            ))}
          </BarChart>
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <ChartCard title="Links audited by network, last 90 days" help="All audits, and those whose network's cookie was found. Click a network to see its audits." testId="chart-by-network">
          <BarChart data={data.auditsByNetwork} onClick={(state) => {
            const network = data.auditsByNetwork[Number(state?.activeTooltipIndex)];
            if (network) navigate(auditSearchLink({ networkId: network.networkId ?? 'none' }));
          }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="networkName" />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Legend />
            <Bar dataKey="count" name="Audited" fill="#546e7a" isAnimationActive={false} />
            <Bar dataKey="tracked" name="Cookie found" fill="#2e7d32" isAnimationActive={false} />
          </BarChart>
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <ChartCard title="Critical audits by month" help="Audits with no memory cookie, per month. Click a month to see them." testId="chart-critical-by-month">
          <LineChart data={data.criticalByMonth} onClick={(state) => state?.activeLabel && navigate(auditSearchLink({ memoryCookieStatus: 'NO_MEMORY_COOKIE', ...monthRange(String(state.activeLabel)) }))}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="month" />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Line type="monotone" dataKey="count" name="No memory cookie" stroke="#c62828" strokeWidth={2} isAnimationActive={false} />
          </LineChart>
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <ChartCard
          title="Unresolved audit links"
          help="Links assigned to your team, and critical links nobody looks after yet (last 90 days)."
          testId="chart-assignments"
          empty={assignments.length === 0 ? 'No link is assigned yet. Assign one from its audit report.' : undefined}
        >
          <PieChart>
            <Pie data={assignments} dataKey="value" nameKey="name" innerRadius={60} outerRadius={100} label isAnimationActive={false}>
              {assignments.map((part) => (
                <Cell key={part.key} fill={part.colour} />
              ))}
            </Pie>
            <Tooltip />
            <Legend />
          </PieChart>
        </ChartCard>
      </Grid>
    </Grid>
  );
};
