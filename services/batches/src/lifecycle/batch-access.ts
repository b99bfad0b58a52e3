import type { AuthenticatedUser } from '@tracklight/access';
import { EventStore } from '@tracklight/event-store';
import { notFound } from '@tracklight/access';
import { foldBatch, type BatchState } from './batch.state';

export const BATCH_NOT_FOUND = 'That batch does not exist.';

/** The batch as its stream has it, if the caller's company may see it (else 404, not 403: no probing). */
export const visibleBatch = (user: AuthenticatedUser, state: BatchState | null): BatchState => {
  if (!state || (!user.isSuperAdmin && state.companyId !== user.companyId)) throw notFound(BATCH_NOT_FOUND);
  return state;
};

export const readBatch = async (store: EventStore, batchId: string): Promise<BatchState | null> =>
  foldBatch((await store.readStream(`batch-${batchId}`)).events);
