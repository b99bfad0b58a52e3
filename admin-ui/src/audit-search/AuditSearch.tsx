import { Datagrid, DateField, DateInput, FunctionField, List, SelectInput, TextField, TextInput } from 'react-admin';
import { DEFAULT_PAGE_SIZE, MEMORY_COOKIE_STATUSES, memoryCookieStatusText } from '@tracklight/presentation';
import { MemoryCookieStatusChip } from '../audits/MemoryCookieStatusChip';
import { advertiserName, networkName } from '../dashboard/audit-row-fields';
import { AboutCountPagination } from './AboutCountPagination';

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

/** Audit Search (/reporting/audits): every audit the user may see, newest first. */
export const AuditSearch = () => (
  <List
    resource="auditSearch"
    title="Audit Search"
    filters={filters}
    perPage={DEFAULT_PAGE_SIZE}
    pagination={<AboutCountPagination />}
    sort={{ field: 'auditedAt', order: 'DESC' }}
    exporter={false}
  >
    <Datagrid rowClick={(id) => `/reporting/audits/${id}`} bulkActionButtons={false}>
      <TextField source="link" label="Affiliate Link" sortable={false} />
      <FunctionField label="Advertiser" render={advertiserName} />
      <FunctionField label="Network" render={networkName} />
      <TextField source="status" sortable={false} />
      <FunctionField label="Memory Cookie Status" render={() => <MemoryCookieStatusChip />} />
      <DateField source="auditedAt" label="Audited" showTime />
    </Datagrid>
  </List>
);
