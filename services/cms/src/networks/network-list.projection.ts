import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { StoredEvent } from '@tracklight/event-store';
import type { Projection } from '@tracklight/read-models';
import type { NetworkDefined } from '@tracklight/contracts';
import { NetworkEntity } from './network.entity';

@Injectable()
export class NetworkListProjection implements Projection {
  readonly name = 'cms-networks';
  readonly tables = ['cms.networks'];

  async apply(event: StoredEvent, manager: EntityManager): Promise<void> {
    if (event.type !== 'NetworkDefined') return;
    const { definition } = (event as unknown as NetworkDefined).data;
    const at = new Date(event.metadata.occurredAt);
    const existing = await manager.findOneBy(NetworkEntity, { id: definition.id });
    await manager.save(NetworkEntity, {
      id: definition.id,
      name: definition.name,
      isActive: definition.supported,
      definition,
      createdAt: existing?.createdAt ?? at,
      updatedAt: at,
    });
  }
}
