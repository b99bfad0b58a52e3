import { shortBatchId } from '@tracklight/presentation';
import { safeExporter, type ExportColumn } from '../export/safe-exporter';
import { batchProgressText, type BatchProgressRecord } from './batch-progress';

export interface BatchAssignments {
  outstandingCount: number;
  resolvedCount: number;
  assignedToMeCount: number;
}

export type BatchListRow = BatchProgressRecord &
  BatchAssignments & {
    id: string;
    name: string;
    description: string | null;
    startedAt: string | null;
    finishedAt: string | null;
    owner: { name: string | null; company: string | null } | null;
  };

/** The Assigned column: how many of the batch's audits are assigned, open and resolved. */
export const assignedText = (batch: BatchAssignments): string =>
  batch.outstandingCount + batch.resolvedCount === 0
    ? ''
    : `${batch.outstandingCount} open, ${batch.resolvedCount} resolved${batch.assignedToMeCount ? ` (${batch.assignedToMeCount} yours)` : ''}`;

/** Your Results' CSV: the columns the list shows, as it shows them; batch ids and companies for those who see them there. */
export const batchListExporter = ({ showsBatchIds, superAdmin }: { showsBatchIds: boolean; superAdmin: boolean }) =>
  safeExporter<BatchListRow>('batches', [
    ...(showsBatchIds ? [{ header: 'Batch ID', value: (batch: BatchListRow) => shortBatchId(batch.id) }] : []),
    { header: 'Name', value: (batch) => batch.name },
    { header: 'Description', value: (batch) => batch.description ?? '' },
    { header: 'Start', value: (batch) => batch.startedAt ?? '' },
    { header: 'Finish', value: (batch) => batch.finishedAt ?? '' },
    { header: 'Links', value: (batch) => batch.numLinks },
    { header: 'Progress', value: batchProgressText },
    { header: 'Assigned', value: assignedText },
    { header: 'Owner', value: (batch) => batch.owner?.name ?? '' },
    ...(superAdmin ? [{ header: 'Company', value: (batch: BatchListRow) => batch.owner?.company ?? '' }] : []),
  ] satisfies ExportColumn<BatchListRow>[]);
