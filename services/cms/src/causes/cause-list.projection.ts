import type { EntityManager } from 'typeorm';
import type { StoredEvent } from '@tracklight/event-store';
import type { Projection } from '@tracklight/read-models';
import type { CauseDefined } from '@tracklight/contracts';
import { CauseEntity } from './cause.entity';

export class CauseListProjection implements Projection {
  readonly name = 'cms-causes';
  readonly tables = ['cms.causes'];

  async apply(event: StoredEvent, manager: EntityManager): Promise<void> {
    if (event.type !== 'CauseDefined') return;
    const { causeId, reason } = (event as unknown as CauseDefined).data;
    await manager.upsert(
      CauseEntity,
      { id: causeId, reason, updatedAt: new Date(event.metadata.occurredAt) },
      ['id'],
    );
  }
}
