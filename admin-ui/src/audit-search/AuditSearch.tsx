import { DatagridConfigurable, FunctionField, TextField } from 'react-admin';
import { MemoryCookieStatusChip } from '../audit-view/MemoryCookieStatusChip';
import { AUDIT_EXPORT_COLUMNS } from '../audits/audit-export';
import { advertiserName, networkName } from '../audit-view/audit-row-fields';
import { safeExporter } from '../export/safe-exporter';
import { EmptyState } from '../lists/EmptyState';
import { KeyboardRowsBody } from '../lists/keyboard-rows';
import { SubmitLinksButton } from '../lists/SubmitLinksButton';
import { AuditList } from './AuditList';
import { DateTimeField } from '../dates/DateTimeField';

const exporter = safeExporter('audits', AUDIT_EXPORT_COLUMNS);

const NoAudits = () => <EmptyState message="No audits yet" hint="Submit links: each one is audited and its verdict shows here." action={<SubmitLinksButton />} />;

/**
 * Audit Search (/reporting/audits): every audit the user may see, newest first, sorted by any
 * column and filtered on the server, filters and sort kept in the address; column choice, rows
 * opened from the keyboard, and a CSV export with the verdicts in words.
 */
export const AuditSearch = () => (
  <AuditList resource="auditSearch" title="Audit Search" exporter={exporter} empty={<NoAudits />}>
    <DatagridConfigurable rowClick={(id) => `/reporting/audits/${id}`} bulkActionButtons={false} body={<KeyboardRowsBody />} data-testid="audit-search">
      <TextField source="link" label="Affiliate Link" />
      <FunctionField label="Advertiser" sortBy="advertiser" render={advertiserName} />
      <FunctionField label="Network" sortBy="network" render={networkName} />
      <TextField source="status" />
      <FunctionField label="Memory Cookie Status" sortBy="memoryCookieStatus" render={() => <MemoryCookieStatusChip />} />
      <DateTimeField source="auditedAt" label="Audited" />
      <TextField source="batch.name" label="Batch" />
    </DatagridConfigurable>
  </AuditList>
);
