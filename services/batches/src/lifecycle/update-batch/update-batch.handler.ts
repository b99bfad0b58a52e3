import { Inject, Injectable } from '@nestjs/common';
import type { BatchEvents } from '@tracklight/contracts';
import { EventStore, type NewEvent } from '@tracklight/event-store';
import { BatchQueries, type BatchView } from '../../read-model/batch-queries';
import { BatchesReadModels } from '../../read-model/batches-read-models';
import { CLOCK, type Clock } from '../../shared/clock';
import { decideOnStream, eventFactory } from '@tracklight/event-store';
import { badRequest, forbidden, notFound } from '@tracklight/access';
import { visibleBatch, BATCH_NOT_FOUND } from '../batch-access';
import { foldBatch } from '../batch.state';
import { OwnerDirectory } from '../owner-directory';
import type { UpdateBatchCommand } from './update-batch.command';

const batchEvent = eventFactory<BatchEvents>();
export const RENAME_REQUIRED = 'Please provide a new name for the batch';
export const OWNER_REQUIRED = 'Please select a new owner for this batch';
export const SUPER_ADMIN_ONLY = 'Only a super admin may do this.';
const has = (record: object, key: string) => Object.prototype.hasOwnProperty.call(record, key);

/**
 * Rename (any user of the batch's company), change owner and mark complete (super admins only,
 * spec section 6; complete only while unfinished: FORCE_DONE, finishedAt now).
 */
@Injectable()
export class UpdateBatchHandler {
  constructor(
    private readonly store: EventStore,
    private readonly owners: OwnerDirectory,
    private readonly queries: BatchQueries,
    private readonly readModels: BatchesReadModels,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ user, batchId, record, context }: UpdateBatchCommand): Promise<BatchView> {
    const wantsOwner = has(record, 'ownerId');
    const wantsDone = record.status === 'FORCE_DONE' || (has(record, 'finishedAt') && record.finishedAt !== null);
    if ((wantsOwner || wantsDone) && !user.isSuperAdmin) throw forbidden(SUPER_ADMIN_ONLY);
    if (record.status && record.status !== 'FORCE_DONE') throw badRequest(`Unknown batch status '${record.status}'.`);
    await this.readModels.catchUp();
    const view = await this.queries.byId(user, batchId);
    await decideOnStream(this.store, `batch-${batchId}`, foldBatch, context, async (state) => {
      visibleBatch(user, state);
      const events: NewEvent[] = [];
      if (has(record, 'name') || has(record, 'description')) {
        const name = record.name?.trim() ?? '';
        if (has(record, 'name') && name === '') throw badRequest(RENAME_REQUIRED);
        events.push(batchEvent('BatchRenamed', { name: name || (view?.name ?? ''), description: record.description ?? null }));
      }
      if (wantsOwner) {
        const owner = record.ownerId ? await this.owners.find(record.ownerId) : null;
        if (!owner) throw badRequest(OWNER_REQUIRED);
        events.push(batchEvent('BatchOwnerChanged', { owner }));
      }
      if (wantsDone) {
        if (state!.forceDone || view?.finishedAt) throw badRequest('This batch has already finished.');
        events.push(batchEvent('BatchForceCompleted', { finishedAt: this.clock.now().toISOString() }));
      }
      return { events, result: undefined };
    });
    await this.readModels.catchUp();
    const updated = await this.queries.byId(user, batchId);
    if (!updated) throw notFound(BATCH_NOT_FOUND);
    return updated;
  }
}
