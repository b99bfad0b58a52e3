import type { EntityManager } from 'typeorm';
import type { StoredEvent } from '@tracklight/event-store';
import type { Projection } from '@tracklight/read-models';
import type { AdvertiserRecorded } from '@tracklight/contracts';
import { AdvertiserEntity } from './advertiser.entity';

export class AdvertiserListProjection implements Projection {
  readonly name = 'cms-advertisers';
  readonly tables = ['cms.advertisers'];

  async apply(event: StoredEvent, manager: EntityManager): Promise<void> {
    if (event.type !== 'AdvertiserRecorded') return;
    const data = (event as unknown as AdvertiserRecorded).data;
    await manager.upsert(
      AdvertiserEntity,
      {
        id: data.advertiserId,
        networkId: data.networkId,
        networkAdvertiserId: data.networkAdvertiserId,
        name: data.name,
        domain: data.domain,
        cannotAudit: false,
        cannotAuditReason: null,
        createdAt: new Date(event.metadata.occurredAt),
      },
      ['id'],
    );
  }
}
