import { DatagridConfigurable, DateInput, FunctionField, List, SelectInput, TextField, TextInput } from 'react-admin';
import { DEFAULT_PAGE_SIZE, MEMORY_COOKIE_STATUSES, memoryCookieStatusText } from '@tracklight/presentation';
import { MemoryCookieStatusChip } from '../audits/MemoryCookieStatusChip';
import { AUDIT_EXPORT_COLUMNS } from '../audits/audit-export';
import { advertiserName, networkName } from '../dashboard/audit-row-fields';
import { safeExporter } from '../export/safe-exporter';
import { EmptyState } from '../lists/EmptyState';
import { ListActions } from '../lists/ListActions';
import { SubmitLinksButton } from '../lists/SubmitLinksButton';
import { AboutCountPagination } from './AboutCountPagination';
import { DateTimeField } from '../dates/DateTimeField';

// auditMany's status filter takes the audit's own status (REQUESTED, RUNNING, DONE or FAILED).
const AUDIT_STATUSES = [
  { id: 'DONE', name: 'Done' },
  { id: 'FAILED', name: 'Failed' },
  { id: 'RUNNING', name: 'Running' },
  { id: 'REQUESTED', name: 'Requested' },
];

const MEMORY_COOKIE_CHOICES = MEMORY_COOKIE_STATUSES.map((status) => ({ id: status, name: memoryCookieStatusText(status) }));

const filters = [
  <SelectInput key="status" source="status" label="Status" choices={AUDIT_STATUSES} alwaysOn />,
  <DateInput key="from" source="auditedAtFrom" label="Audited from" alwaysOn />,
  <DateInput key="to" source="auditedAtTo" label="Audited to" alwaysOn />,
  <SelectInput key="mcs" source="memoryCookieStatus" label="Memory cookie status" choices={MEMORY_COOKIE_CHOICES} />,
  <TextInput key="network" source="networkId" label="Network id" helperText="e.g. awin; none: no network recognised" />,
];

const exporter = safeExporter('audits', AUDIT_EXPORT_COLUMNS);

const NoAudits = () => <EmptyState message="No audits yet" hint="Submit links: each one is audited and its verdict shows here." action={<SubmitLinksButton />} />;

/** Audit Search (/reporting/audits): every audit the user may see, newest first; column choice and a CSV export with the verdicts in words. */
export const AuditSearch = () => (
  <List
    resource="auditSearch"
    title="Audit Search"
    filters={filters}
    perPage={DEFAULT_PAGE_SIZE}
    pagination={<AboutCountPagination />}
    sort={{ field: 'auditedAt', order: 'DESC' }}
    actions={<ListActions />}
    exporter={exporter}
    empty={<NoAudits />}
  >
    <DatagridConfigurable rowClick={(id) => `/reporting/audits/${id}`} bulkActionButtons={false}>
      <TextField source="link" label="Affiliate Link" sortable={false} />
      <FunctionField label="Advertiser" render={advertiserName} />
      <FunctionField label="Network" render={networkName} />
      <TextField source="status" sortable={false} />
      <FunctionField label="Memory Cookie Status" render={() => <MemoryCookieStatusChip />} />
      <DateTimeField source="auditedAt" label="Audited" />
    </DatagridConfigurable>
  </List>
);
