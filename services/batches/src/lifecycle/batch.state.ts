import type { BatchEvents } from '@tracklight/contracts';
import type { StoredEvent } from '@tracklight/event-store';
import { asEvent } from '@tracklight/event-store';

export interface BatchState {
  batchId: string;
  companyId: string;
  /** As submitted; renames and owner changes are in `meta` and `owner`. */
  submitted: BatchEvents['BatchSubmitted'];
  meta: BatchEvents['BatchSubmitted']['meta'];
  owner: BatchEvents['BatchSubmitted']['owner'];
  forceDone: boolean;
  deleted: boolean;
  /** linkId → its current audit. */
  currentAudit: Map<string, string>;
}

/** One event on a batch's state (the write side's evolve; history folds with it too). */
export const evolveBatch = (state: BatchState | null, stored: StoredEvent): BatchState | null => {
  const event = asEvent<BatchEvents>(stored);
  if (event.type === 'BatchSubmitted') {
    return {
      batchId: event.data.batchId,
      companyId: event.data.companyId,
      submitted: event.data,
      meta: event.data.meta,
      owner: event.data.owner,
      forceDone: false,
      deleted: false,
      currentAudit: new Map(event.data.links.map((l) => [l.linkId, l.auditId])),
    };
  }
  if (!state) return state;
  if (event.type === 'BatchRenamed') {
    const { name, description } = event.data;
    state.meta = { ...state.meta, name, ...(description !== undefined ? { description } : {}) };
  }
  if (event.type === 'BatchOwnerChanged') {
    state.companyId = event.data.owner.companyId;
    state.owner = event.data.owner;
  }
  if (event.type === 'BatchForceCompleted') state.forceDone = true;
  if (event.type === 'BatchSoftDeleted') state.deleted = true;
  if (event.type === 'BatchRestored') state.deleted = false;
  if (event.type === 'BatchLinkRerunRequested') state.currentAudit.set(event.data.linkId, event.data.auditId);
  return state;
};

export const foldBatch = (events: readonly StoredEvent[]): BatchState | null => events.reduce<BatchState | null>(evolveBatch, null);
