import { BooleanInput, Datagrid, DateField, FunctionField, List, Pagination, TextField, useListContext } from 'react-admin';
import { LiveRefresh } from '../batches/LiveRefresh';
import { MemoryCookieStatusChip } from './MemoryCookieStatusChip';

interface AuditRow {
  id: string;
  network: { name: string } | null;
  userDefinedNetwork: string | null;
  advertiser: { name: string | null } | null;
  finalDomain: string | null;
  assignedTo: { name: string | null; email: string | null } | null;
  assignmentResolved: boolean;
}

const assigneeOf = (audit: AuditRow) =>
  audit.assignedTo ? `${audit.assignedTo.name ?? audit.assignedTo.email}${audit.assignmentResolved ? ' (resolved)' : ''}` : '';

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

/** The audits of one batch (GraphQL auditsForBatch), each opening its audit report. */
export const BatchAudits = ({ batchId, live, numLinks }: { batchId: string; live: boolean; numLinks: number }) => (
  <List
    resource="audits"
    filter={{ batchId }}
    filters={[<BooleanInput key="assignedToMe" source="assignedToMe" label="Assigned to me" alwaysOn />]}
    disableSyncWithLocation
    perPage={10}
    pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
    actions={false}
    storeKey={`batch-audits-${batchId}`}
    title=" "
    exporter={false}
    // No empty page: it would replace the children, and with them the polling.
    empty={false}
  >
    <LiveAudits live={live} numLinks={numLinks} />
    <Datagrid rowClick={(id) => `/reporting/audits/${id}`} bulkActionButtons={false} data-testid="batch-audits">
      <TextField source="link" label="Affiliate Link" sortable={false} />
      <TextField source="name" sortable={false} />
      <FunctionField label="Network" render={(audit: AuditRow) => audit.network?.name ?? audit.userDefinedNetwork ?? ''} />
      <FunctionField label="Advertiser" render={(audit: AuditRow) => audit.advertiser?.name ?? audit.finalDomain ?? ''} />
      <TextField source="countryCode" label="Country" sortable={false} />
      <FunctionField label="Memory Cookie Status" render={() => <MemoryCookieStatusChip />} />
      <DateField source="auditedAt" label="Audited" showTime sortable={false} />
      <FunctionField label="Assigned to" render={assigneeOf} />
    </Datagrid>
  </List>
);
