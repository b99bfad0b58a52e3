import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Datagrid, FunctionField, ListBase, Pagination } from 'react-admin';
import { DEFAULT_PAGE_SIZE, DEFAULT_STATUS_PROCESSING_WINDOW_MS, PAGE_SIZES } from '@tracklight/presentation';
import { MemoryCookieStatusChip } from '../audits/MemoryCookieStatusChip';
import { advertiserName, networkName } from './audit-row-fields';
import { TimeWindowSelect } from './TimeWindowSelect';
import { DateTimeField } from '../dates/DateTimeField';

const REPORTS = {
  finished: { title: 'Finished Status Processing Report', resource: 'finishedStatusProcessing', at: 'finishedAt', atLabel: 'Finished' },
  started: { title: 'Start Status Processing Report', resource: 'startedStatusProcessing', at: 'startedAt', atLabel: 'Started' },
} as const;

/** The audits that finished (or started) within the chosen time window, paged. */
export const StatusProcessingReport = ({ kind }: { kind: keyof typeof REPORTS }) => {
  const report = REPORTS[kind];
  const [timeWindow, setTimeWindow] = useState<number>(DEFAULT_STATUS_PROCESSING_WINDOW_MS);
  return (
    <Card data-testid={`${kind}-status-processing`}>
      <CardContent>
        <Stack direction="row" spacing={2} alignItems="center" justifyContent="space-between">
          <Typography variant="h6" component="h2">
            {report.title}
          </Typography>
          <TimeWindowSelect value={timeWindow} onChange={setTimeWindow} testId={`${kind}-time-window`} />
        </Stack>
        <ListBase
          resource={report.resource}
          filter={{ timeWindow }}
          perPage={DEFAULT_PAGE_SIZE}
          disableSyncWithLocation
          storeKey={false}
        >
          <Datagrid bulkActionButtons={false} rowClick={(id) => `/reporting/audits/${id}`}>
            <FunctionField label="Advertiser" render={advertiserName} />
            <FunctionField label="Network" render={networkName} />
            <FunctionField label="Memory Cookie Status" render={() => <MemoryCookieStatusChip />} />
            <FunctionField label="Status" render={(audit: { status: string }) => audit.status} />
            <DateTimeField source={report.at} label={report.atLabel} sortable={false} />
          </Datagrid>
          <Pagination rowsPerPageOptions={[...PAGE_SIZES]} />
        </ListBase>
      </CardContent>
    </Card>
  );
};
