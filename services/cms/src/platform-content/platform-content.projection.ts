import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { StoredEvent } from '@tracklight/event-store';
import type { Projection } from '@tracklight/read-models';
import { isPlatformContentDefined } from '@tracklight/contracts';
import { PlatformContentEntity } from './platform-content.entity';

@Injectable()
export class PlatformContentProjection implements Projection {
  readonly name = 'cms-platform-content';
  readonly tables = ['cms.platform_content'];

  async apply(event: StoredEvent, manager: EntityManager): Promise<void> {
    if (!isPlatformContentDefined(event)) return;
    const { key, value } = event.data;
    await manager.upsert(
      PlatformContentEntity,
      { key, value, updatedAt: new Date(event.metadata.occurredAt) },
      ['key'],
    );
  }
}
