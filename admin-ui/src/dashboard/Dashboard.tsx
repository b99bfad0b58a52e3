import { Stack } from '@mui/material';
import { Title } from 'react-admin';
import { QueueCounts } from './QueueCounts';
import { RecentAudits } from './RecentAudits';
import { RefreshResults } from './RefreshResults';
import { StatusProcessingReport } from './StatusProcessingReport';

/**
 * The dashboard (/dashboard): the widgets that read live data. The spec's static placeholder
 * widgets (hard-coded sample numbers) are left out.
 */
export const Dashboard = () => (
  <Stack spacing={2} sx={{ mt: 2 }}>
    <Title title="Dashboard" />
    <Stack direction="row" spacing={4} alignItems="center" justifyContent="space-between">
      <QueueCounts />
      <RefreshResults />
    </Stack>
    <RecentAudits />
    <StatusProcessingReport kind="finished" />
    <StatusProcessingReport kind="started" />
  </Stack>
);
