import { shortBatchId } from '@tracklight/presentation';
import type { SessionUser } from '../auth/session';

// Spec section 5, verbatim.
export const RENAME_REQUIRED = 'Please provide a new name for the batch';
export const OWNER_REQUIRED = 'Please select a new owner for this batch';
export const DELETE_CONFIRMATION = 'Are you sure you want to delete this batch?';
// Spec section 8: the flash of a report download that fails.
export const DOWNLOAD_FAILED = 'Error downloading report';

export type BatchAction = 'rename' | 'changeOwner' | 'exportCsv' | 'markComplete' | 'delete' | 'restore';

export const BATCH_ACTION_LABELS: Record<BatchAction, string> = {
  rename: 'Rename',
  changeOwner: 'Change owner',
  exportCsv: 'Export batch CSV',
  markComplete: 'Mark complete',
  delete: 'Delete',
  restore: 'Restore',
};

/** What the actions need to know of a listed batch. */
export interface BatchActionTarget {
  id: string;
  name: string;
  isDone: boolean;
  finishedAt: string | null;
  deletedAt: string | null;
}

/**
 * Spec sections 2, 4 and 6: whoever sees a batch (their company's, or any for a super admin) may
 * rename it; only a super admin changes its owner, exports a done batch's CSV, marks a batch
 * without a finish time complete, and deletes. A batch in the bin can only be restored.
 */
export const batchActionsFor = (user: SessionUser | undefined, batch: BatchActionTarget): BatchAction[] => {
  if (!user) return [];
  const superAdmin = user.company.isSuperAdmin;
  if (batch.deletedAt) return superAdmin ? ['restore'] : [];
  if (!superAdmin) return ['rename'];
  const actions: BatchAction[] = ['rename', 'changeOwner'];
  if (batch.isDone) actions.push('exportCsv');
  if (!batch.finishedAt) actions.push('markComplete');
  actions.push('delete');
  return actions;
};

export const renameProblem = (name: string): string | null => (name.trim() ? null : RENAME_REQUIRED);

/** A user as the owner picker lists them (userMany's fields). */
export interface OwnerCandidate {
  id: string;
  name: string;
  email: string;
  isEnabled: boolean;
  company: { name: string };
}

/**
 * The users a batch can be given to: enabled ones, by name. The company is part of the label, as
 * the batch moves to its new owner's company.
 */
export const ownerChoices = (users: OwnerCandidate[]): { id: string; label: string }[] =>
  users
    .filter((user) => user.isEnabled)
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }))
    .map((user) => ({ id: user.id, label: `${user.name} (${user.email}), ${user.company.name}` }));

/** 'Spring sale a1b2': the batch's name made safe for a file name, and its short id; the start of every file named after a batch. */
export const batchFileStem = (batch: Pick<BatchActionTarget, 'id' | 'name'>): string => {
  const name = batch.name.replace(/[\\/:*?"<>|]+/g, ' ').replace(/\s+/g, ' ').trim() || 'batch';
  return `${name} ${shortBatchId(batch.id)}`;
};

/** 'Spring sale a1b2.csv': the batch CSV (Export batch CSV). */
export const batchCsvFileName = (batch: Pick<BatchActionTarget, 'id' | 'name'>): string => `${batchFileStem(batch)}.csv`;
