import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { StoredEvent } from '@tracklight/event-store';
import type { Projection } from '@tracklight/read-models';
import type { PlatformContentDefined } from '@tracklight/contracts';
import { PlatformContentEntity } from './platform-content.entity';

@Injectable()
export class PlatformContentProjection implements Projection {
  readonly name = 'cms-platform-content';
  readonly tables = ['cms.platform_content'];

  async apply(event: StoredEvent, manager: EntityManager): Promise<void> {
    if (event.type !== 'PlatformContentDefined') return;
    const { key, value } = (event as unknown as PlatformContentDefined).data;
    await manager.upsert(
      PlatformContentEntity,
      { key, value, updatedAt: new Date(event.metadata.occurredAt) },
      ['key'],
    );
  }
}
