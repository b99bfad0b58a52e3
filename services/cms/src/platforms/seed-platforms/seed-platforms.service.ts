import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { createSchema, PLATFORM_SPEC, SHIPPED_PLATFORMS, streamTypeOf } from '@tracklight/cms-catalogue';
import { EventStore, seedStreams, streamName } from '@tracklight/event-store';
import { decideCreate, foldCatalogueItem } from '../../catalogue/catalogue-item';

/**
 * Start: every shipped platform fingerprint without a `platform-<id>` stream gets one (see
 * seedStreams), so a later start never undoes an edit or a deletion made in the CMS.
 */
@Injectable()
export class SeedPlatformsService implements OnApplicationBootstrap {
  private readonly logger = new Logger(SeedPlatformsService.name);

  constructor(private readonly store: EventStore) {}

  async onApplicationBootstrap(): Promise<void> {
    const seeded = await this.seed();
    if (seeded > 0) this.logger.log(`Seeded ${seeded} platforms`);
  }

  seed(): Promise<number> {
    const schema = createSchema(PLATFORM_SPEC);
    const nothingYet = foldCatalogueItem([]);
    return seedStreams(
      this.store,
      'seed-platforms',
      SHIPPED_PLATFORMS.map(({ id, ...fields }) => {
        const [event] = decideCreate(PLATFORM_SPEC, nothingYet, id, schema.parse(fields), 'shipped');
        return { stream: streamName(streamTypeOf(PLATFORM_SPEC), id), event };
      }),
    );
  }
}
