import type { EntityManager } from 'typeorm';
import type { StoredEvent } from '@tracklight/event-store';
import type { Projection } from '@tracklight/read-models';
import { isCauseDefined } from '@tracklight/contracts';
import { CauseEntity } from './cause.entity';

export class CauseListProjection implements Projection {
  readonly name = 'cms-causes';
  readonly tables = ['cms.causes'];

  async apply(event: StoredEvent, manager: EntityManager): Promise<void> {
    if (!isCauseDefined(event)) return;
    const { causeId, reason } = event.data;
    await manager.upsert(
      CauseEntity,
      { id: causeId, reason, updatedAt: new Date(event.metadata.occurredAt) },
      ['id'],
    );
  }
}
