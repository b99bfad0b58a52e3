import { useState } from 'react';
import { Datagrid, FunctionField } from 'react-admin';
import { DEFAULT_PAGE_SIZE, DEFAULT_STATUS_PROCESSING_WINDOW_MS } from '@tracklight/presentation';
import { MemoryCookieStatusChip } from '../audit-view/MemoryCookieStatusChip';
import { advertiserName, networkName } from '../audit-view/audit-row-fields';
import { TimeWindowSelect } from './TimeWindowSelect';
import { DateTimeField } from '../dates/DateTimeField';
import { DashboardList } from './DashboardList';
import { EmptyState } from '../lists/EmptyState';

const REPORTS = {
  finished: { title: 'Finished Status Processing Report', resource: 'finishedStatusProcessing', at: 'finishedAt', atLabel: 'Finished', none: 'No audit finished in this time window' },
  started: { title: 'Start Status Processing Report', resource: 'startedStatusProcessing', at: 'startedAt', atLabel: 'Started', none: 'No audit started in this time window' },
} as const;

/** The audits that finished (or started) within the chosen time window, paged. */
export const StatusProcessingReport = ({ kind }: { kind: keyof typeof REPORTS }) => {
  const report = REPORTS[kind];
  const [timeWindow, setTimeWindow] = useState<number>(DEFAULT_STATUS_PROCESSING_WINDOW_MS);
  return (
    <DashboardList
      title={report.title}
      testId={`${kind}-status-processing`}
      controls={<TimeWindowSelect value={timeWindow} onChange={setTimeWindow} testId={`${kind}-time-window`} />}
      resource={report.resource}
      filter={{ timeWindow }}
      perPage={DEFAULT_PAGE_SIZE}
    >
      <Datagrid bulkActionButtons={false} rowClick={(id) => `/reporting/audits/${id}`} empty={<EmptyState message={report.none} hint="Choose a longer time window." />}>
        <FunctionField label="Advertiser" render={advertiserName} />
        <FunctionField label="Network" render={networkName} />
        <FunctionField label="Memory Cookie Status" render={() => <MemoryCookieStatusChip />} />
        <FunctionField label="Status" render={(audit: { status: string }) => audit.status} />
        <DateTimeField source={report.at} label={report.atLabel} sortable={false} />
      </Datagrid>
    </DashboardList>
  );
};
