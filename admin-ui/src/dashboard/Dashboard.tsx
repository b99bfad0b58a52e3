import { Stack } from '@mui/material';
import { Title } from 'react-admin';
import { readSession } from '../auth/session';
import { AdvertiserDomainReports } from '../report-widgets/AdvertiserDomainReports';
import { AlpReasonsReport } from '../report-widgets/AlpReasonsReport';
import { BatchComparison, CompareBatches } from '../report-widgets/BatchComparisons';
import { BatchIdReports } from '../report-widgets/BatchIdReports';
import { ContactDetails } from '../report-widgets/ContactDetails';
import { ReasonReports } from '../report-widgets/ReasonReports';
import { SuperuserReportGenerator } from '../report-widgets/SuperuserReportGenerator';
import { ValueCalc } from '../report-widgets/ValueCalc';
import { BulkReassign } from '../assignments/BulkReassign';
import { AssignedBatches } from './AssignedBatches';
import { DashboardCharts } from './charts/DashboardCharts';
import { QueueCounts } from './QueueCounts';
import { RecentAudits } from './RecentAudits';
import { RefreshResults } from './RefreshResults';
import { StatusProcessingReport } from './StatusProcessingReport';

/**
 * The dashboard (/dashboard): the widgets that read live data, and the spec's placeholder
 * widgets drawn from real audits as charts, and the report widgets (report-widgets/).
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
    <AssignedBatches />
    <BatchIdReports />
    <ReasonReports />
    <AlpReasonsReport />
    <AdvertiserDomainReports />
    <CompareBatches />
    <BatchComparison />
    <ValueCalc />
    <StatusProcessingReport kind="finished" />
    <StatusProcessingReport kind="started" />
    <BulkReassign />
    {readSession()?.user.company.isSuperAdmin ? <SuperuserReportGenerator /> : null}
    <ContactDetails />
  </Stack>
);
