import { Datagrid, ExportButton, FunctionField, List, SearchInput, TextField, TopToolbar } from 'react-admin';
import { Link } from 'react-router-dom';
import { safeExporter } from '../export/safe-exporter';
import { DateTimeField } from '../dates/DateTimeField';
import { EmptyState } from '../lists/EmptyState';

interface Report {
  id: string;
  advertiserId: string;
  advertiserName: string | null;
  auditId: string | null;
  comment: string;
  createdAt: string;
  contactDetails: { company: string; contact: string; name: string } | null;
  files: { id: string }[];
}

const exporter = safeExporter<Report>('issue-reports', [
  { header: 'Reported', value: (row) => row.createdAt },
  { header: 'Advertiser', value: (row) => row.advertiserName ?? row.advertiserId },
  { header: 'Company', value: (row) => row.contactDetails?.company },
  { header: 'Contact', value: (row) => row.contactDetails?.contact },
  { header: 'Comment', value: (row) => row.comment },
  { header: 'Audit', value: (row) => row.auditId },
]);

const NoReports = () => (
  <EmptyState
    message="No issue reports yet"
    hint="A publisher reports a problem with an advertiser from an audit page ('Report an issue with this advertiser'); every report shows here, with who made it."
  />
);

/** /share/issues/reports (spec section 2, super admins): every publisher's report, with who made it. */
export const IssueReportList = () => (
  <List
    resource="issueReports"
    title="Issue reports"
    filters={[<SearchInput key="q" source="q" placeholder="Comment, reporter, advertiser" alwaysOn />]}
    sort={{ field: 'createdAt', order: 'DESC' }}
    exporter={exporter}
    empty={<NoReports />}
    actions={
      <TopToolbar>
        <ExportButton />
      </TopToolbar>
    }
  >
    <Datagrid rowClick={(_id, _resource, record) => `/share/issues/${encodeURIComponent((record as Report).advertiserId)}`} bulkActionButtons={false}>
      <DateTimeField source="createdAt" label="Reported" />
      <FunctionField label="Advertiser" sortBy="advertiserName" render={(row: Report) => row.advertiserName ?? row.advertiserId} />
      <FunctionField label="Reporter" sortBy="reporter" render={(row: Report) => (row.contactDetails ? `${row.contactDetails.name}, ${row.contactDetails.company}` : '')} />
      <TextField source="comment" sortable={false} />
      <FunctionField label="Files" sortable={false} render={(row: Report) => row.files.length} />
      <FunctionField label="Audit" sortable={false} render={(row: Report) => (row.auditId ? <Link to={`/reporting/audits/${row.auditId}`} onClick={(e) => e.stopPropagation()}>Open</Link> : '')} />
    </Datagrid>
  </List>
);
