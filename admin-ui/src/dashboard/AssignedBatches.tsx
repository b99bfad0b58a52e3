import { Datagrid, FunctionField, NumberField, TextField } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '@tracklight/presentation';
import { assignedText, type BatchListRow } from '../batches/batch-export';
import { DateTimeField } from '../dates/DateTimeField';
import { EmptyState } from '../lists/EmptyState';
import { DashboardList } from './DashboardList';

/** A batch's page showing only the links assigned to the user and not resolved yet. */
export const assignedLinksOf = (batchId: string) =>
  `/reporting/memory/cookie/${batchId}?${new URLSearchParams({ filter: JSON.stringify({ assignedToMe: true }) })}`;

const NothingAssigned = () => (
  <EmptyState
    message="No links are waiting for you"
    hint="A colleague assigns you a link from its audit page, or many at once with the bulk reassignment below. Links you mark resolved leave this list."
  />
);

/**
 * Dashboard 'Links assigned to you for managing' (spec section 2): the batches holding links
 * assigned to the user and not resolved yet, newest first, paged and sortable; a row opens the
 * batch on those links.
 */
export const AssignedBatches = () => (
  <DashboardList
    title="Links assigned to you for managing"
    testId="assigned-batches"
    resource="batches"
    filter={{ assignedToMe: true }}
    sort={{ field: 'startedAt', order: 'DESC' }}
    perPage={DEFAULT_PAGE_SIZE}
  >
    <Datagrid bulkActionButtons={false} rowClick={(id) => assignedLinksOf(String(id))} empty={<NothingAssigned />}>
      <TextField source="name" label="Batch" />
      <TextField source="description" />
      <DateTimeField source="startedAt" label="Start" />
      <NumberField source="numLinks" label="Links" />
      <NumberField source="assignedToMeCount" label="Yours to look at" sortable={false} />
      <FunctionField label="Assigned" sortBy="assigned" render={(batch: BatchListRow) => assignedText(batch)} />
      <TextField source="owner.name" label="Owner" sortBy="owner.name" />
    </Datagrid>
  </DashboardList>
);
