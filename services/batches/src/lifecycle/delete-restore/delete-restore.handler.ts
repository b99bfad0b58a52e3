import { Inject, Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '@tracklight/access';
import type { BatchEvents } from '@tracklight/contracts';
import { EventStore, type CommandContext } from '@tracklight/event-store';
import { CLOCK, type Clock } from '../../shared/clock';
import { decideOnStream, eventFactory } from '@tracklight/event-store';
import { visibleBatch } from '../batch-access';
import { foldBatch } from '../batch.state';
import { BatchesReadModels } from '../../read-model/batches-read-models';

const batchEvent = eventFactory<BatchEvents>();

/** Soft delete sets deletedAt, restore clears it (super admins; the operation table says so). */
@Injectable()
export class DeleteRestoreHandler {
  constructor(
    private readonly store: EventStore,
    private readonly readModels: BatchesReadModels,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async softDelete(user: AuthenticatedUser, batchId: string, context: CommandContext): Promise<string> {
    await decideOnStream(this.store, `batch-${batchId}`, foldBatch, context, (state) => ({
      events: visibleBatch(user, state).deleted ? [] : [batchEvent('BatchSoftDeleted', { deletedAt: this.clock.now().toISOString() })],
      result: undefined,
    }));
    await this.readModels.catchUp();
    return batchId;
  }

  async restore(user: AuthenticatedUser, batchId: string, context: CommandContext): Promise<string> {
    await decideOnStream(this.store, `batch-${batchId}`, foldBatch, context, (state) => ({
      events: visibleBatch(user, state).deleted ? [batchEvent('BatchRestored', {})] : [],
      result: undefined,
    }));
    await this.readModels.catchUp();
    return batchId;
  }
}
