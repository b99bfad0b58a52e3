import { Stack } from '@mui/material';
import { Title } from 'react-admin';
import { BulkReassign } from '../assignments/BulkReassign';
import { DashboardCharts } from './charts/DashboardCharts';
import { QueueCounts } from './QueueCounts';
import { RecentAudits } from './RecentAudits';
import { RefreshResults } from './RefreshResults';
import { StatusProcessingReport } from './StatusProcessingReport';

/**
 * The dashboard (/dashboard): the widgets that read live data, and the spec's placeholder
 * widgets drawn from real audits as charts.
 */
export const Dashboard = () => (
  <Stack spacing={2} sx={{ mt: 2 }}>
    <Title title="Dashboard" />
    <Stack direction="row" spacing={4} alignItems="center" justifyContent="space-between">
      <QueueCounts />
      <RefreshResults />
    </Stack>
    <DashboardCharts />
    <RecentAudits />
    <BulkReassign />
    <StatusProcessingReport kind="finished" />
    <StatusProcessingReport kind="started" />
  </Stack>
);
