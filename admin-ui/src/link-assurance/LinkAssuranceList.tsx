import { Datagrid, ExportButton, FunctionField, List, SearchInput, TextField, TopToolbar } from 'react-admin';
import { safeExporter } from '../export/safe-exporter';
import { EmptyState } from '../lists/EmptyState';
import { AssuranceStatusChip } from './AssuranceStatusChip';
import { DateTimeField } from '../dates/DateTimeField';

interface Result {
  id: string;
  link: string;
  statusText: string | null;
  colour: string | null;
  auditedAt: string | null;
  batchId: string;
}

const exporter = safeExporter<Result>('link-assurance', [
  { header: 'Link', value: (row) => row.link },
  { header: 'Status', value: (row) => row.statusText },
  { header: 'Audited', value: (row) => row.auditedAt },
  { header: 'Audit', value: (row) => row.id },
]);

const Empty = () => (
  <EmptyState message="No link-assurance results yet." hint="Tick 'Use for link assurance' on a scheduled template; its links show here after its next run." />
);

/**
 * /link-assurance (spec section 2): the links assured by templates, with their latest verdicts;
 * also the verification page (/moonpull-verification) of users with the verification grant.
 */
export const LinkAssuranceList = ({ title = 'Link Assurance' }: { title?: string }) => (
  <List
    resource="linkAssurance"
    title={title}
    filters={[<SearchInput key="q" source="q" alwaysOn placeholder="Search links" />]}
    exporter={exporter}
    actions={
      <TopToolbar>
        <ExportButton />
      </TopToolbar>
    }
    empty={<Empty />}
    sort={{ field: 'auditedAt', order: 'DESC' }}
    perPage={25}
  >
    <Datagrid rowClick={(id) => `/reporting/audits/${id}`} bulkActionButtons={false}>
      <TextField source="link" label="Link" />
      <FunctionField label="Status" sortBy="statusText" render={(row: Result) => <AssuranceStatusChip text={row.statusText} colour={row.colour} />} />
      <DateTimeField source="auditedAt" label="Audited" />
    </Datagrid>
  </List>
);
