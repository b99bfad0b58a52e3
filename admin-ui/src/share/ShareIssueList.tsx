import { Chip } from '@mui/material';
import { Datagrid, ExportButton, FunctionField, List, NumberField, SearchInput, SelectInput, TopToolbar } from 'react-admin';
import { safeExporter } from '../export/safe-exporter';
import { EmptyState } from '../lists/EmptyState';
import { ISSUE_STATUSES, issueStatusOf } from './issue-status';
import { DateTimeField } from '../dates/DateTimeField';

interface Issue {
  id: string;
  advertiserName: string | null;
  status: string;
  reportCount: number;
  lastReportedAt: string | null;
  updatedAt: string;
}

const exporter = safeExporter<Issue>('shared-issues', [
  { header: 'Advertiser', value: (row) => row.advertiserName ?? row.id },
  { header: 'Status', value: (row) => issueStatusOf(row.status).name },
  { header: 'Reports', value: (row) => row.reportCount },
  { header: 'Last reported', value: (row) => row.lastReportedAt },
  { header: 'Updated', value: (row) => row.updatedAt },
]);

const Empty = () => (
  <EmptyState message="No shared issues about your advertisers." hint="When a publisher reports a problem with an advertiser your company audits, it shows here." />
);

/** /share/issues (spec section 2): the issues about advertisers the user's company audits. */
export const ShareIssueList = () => (
  <List
    resource="advertiserIssues"
    title="Shared issues"
    filters={[
      <SearchInput key="q" source="q" placeholder="Advertiser" alwaysOn />,
      <SelectInput key="status" source="status" label="Status" choices={ISSUE_STATUSES.map(({ id, name }) => ({ id, name }))} alwaysOn />,
    ]}
    sort={{ field: 'updatedAt', order: 'DESC' }}
    exporter={exporter}
    actions={
      <TopToolbar>
        <ExportButton />
      </TopToolbar>
    }
    empty={<Empty />}
  >
    <Datagrid rowClick={(id) => `/share/issues/${encodeURIComponent(String(id))}`} bulkActionButtons={false}>
      <FunctionField label="Advertiser" sortBy="advertiserName" render={(row: Issue) => row.advertiserName ?? row.id} />
      <FunctionField label="Status" sortBy="status" render={(row: Issue) => <Chip size="small" label={issueStatusOf(row.status).name} color={issueStatusOf(row.status).colour} />} />
      <NumberField source="reportCount" label="Reports" />
      <DateTimeField source="lastReportedAt" label="Last reported" />
      <DateTimeField source="updatedAt" label="Updated" />
    </Datagrid>
  </List>
);
