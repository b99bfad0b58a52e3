import { BooleanInput, DatagridConfigurable, FunctionField, List, Pagination, TextField, useListContext } from 'react-admin';
import { batchFileStem, type BatchActionTarget } from '../batches/batch-actions';
import { LiveRefresh } from '../batches/LiveRefresh';
import { useAuditListFilters } from '../audit-search/audit-list-filters';
import { safeExporter } from '../export/safe-exporter';
import { KeyboardRowsBody } from '../lists/keyboard-rows';
import { ListActions } from '../lists/ListActions';
import { advertiserName, networkName } from '../audit-view/audit-row-fields';
import { AUDIT_EXPORT_COLUMNS, type AuditExportRow } from './audit-export';
import { MemoryCookieStatusChip } from '../audit-view/MemoryCookieStatusChip';
import { DateTimeField } from '../dates/DateTimeField';

type AuditRow = AuditExportRow & {
  assignedTo: { name: string | null; email: string | null } | null;
  assignmentResolved: boolean;
};

const assigneeOf = (audit: AuditRow) =>
  audit.assignedTo ? `${audit.assignedTo.name ?? audit.assignedTo.email}${audit.assignmentResolved ? ' (resolved)' : ''}` : '';

/** The batch's audits as CSV: the columns of every audit list, and who each is assigned to; named after the batch. */
const exporterFor = (batch: Pick<BatchActionTarget, 'id' | 'name'>) =>
  safeExporter<AuditRow>(`${batchFileStem(batch)} audits`, [...AUDIT_EXPORT_COLUMNS, { header: 'Assigned to', value: assigneeOf }]);

const FINISHED = ['DONE', 'FAILED'];

/**
 * Polls while the batch runs, and after that until reporting lists every audit finished: the
 * batch's own count and the audit list are separate read models, so one can lead the other.
 */
const LiveAudits = ({ live, numLinks }: { live: boolean; numLinks: number }) => {
  const { data, total, refetch } = useListContext<{ id: string; status: string }>();
  const settled = total === numLinks && Boolean(data?.every((audit) => FINISHED.includes(audit.status)));
  return <LiveRefresh active={live || !settled} refetch={refetch} />;
};

/**
 * The audits of one batch (GraphQL auditsForBatch), each opening its audit report (click or
 * Enter); in submission order until sorted by a column, with Audit Search's filters, both kept in
 * the page's address; column choice and a CSV export as on every list.
 */
export const BatchAudits = ({ batch, live, numLinks }: { batch: Pick<BatchActionTarget, 'id' | 'name'>; live: boolean; numLinks: number }) => (
  <List
    resource="audits"
    filter={{ batchId: batch.id }}
    filters={[
      ...useAuditListFilters({ inBatch: true }),
      // The links still to look at: assigned to the user and not resolved (issue 20).
      <BooleanInput key="assignedToMe" source="assignedToMe" label="Assigned to me" alwaysOn />,
    ]}
    perPage={10}
    pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
    actions={<ListActions />}
    storeKey={`batch-audits-${batch.id}`}
    title=" "
    exporter={exporterFor(batch)}
    // No empty page: it would replace the children, and with them the polling.
    empty={false}
  >
    <LiveAudits live={live} numLinks={numLinks} />
    <DatagridConfigurable rowClick={(id) => `/reporting/audits/${id}`} bulkActionButtons={false} body={<KeyboardRowsBody />} data-testid="batch-audits">
      {/* Long tracking links break anywhere, so the verdict and date columns stay on screen. */}
      <TextField source="link" label="Affiliate Link" sx={{ display: 'block', maxWidth: 360, wordBreak: 'break-all' }} />
      <TextField source="name" sortable={false} />
      <FunctionField label="Network" sortBy="network" render={networkName} />
      <FunctionField label="Advertiser" sortBy="advertiser" render={advertiserName} />
      <TextField source="countryCode" label="Country" sortable={false} />
      <FunctionField label="Memory Cookie Status" sortBy="memoryCookieStatus" render={() => <MemoryCookieStatusChip />} />
      <DateTimeField source="auditedAt" label="Audited" />
      <FunctionField label="Assigned to" render={assigneeOf} />
    </DatagridConfigurable>
  </List>
);
