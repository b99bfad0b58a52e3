import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { EventStore, seedStreams, streamName } from '@tracklight/event-store';
import { PLATFORM_CONTENT_STREAM, type PlatformContentDefined } from '@tracklight/contracts';
import { PLATFORM_CONTENT_DEFAULTS, platformContentKeys } from '../platform-content-keys';

/**
 * Start: every platform content key without a `platformcontent-<key>` stream gets its shipped
 * default, so a key added in a later release is seeded on the next start and edits are kept.
 */
@Injectable()
export class SeedPlatformContentService implements OnApplicationBootstrap {
  private readonly logger = new Logger(SeedPlatformContentService.name);

  constructor(private readonly store: EventStore) {}

  async onApplicationBootstrap(): Promise<void> {
    const seeded = await this.seed();
    if (seeded > 0) this.logger.log(`Seeded ${seeded} platform content keys`);
  }

  seed(): Promise<number> {
    return seedStreams(
      this.store,
      'seed-platform-content',
      platformContentKeys.map((key) => {
        const event: PlatformContentDefined = {
          type: 'PlatformContentDefined',
          data: { key, value: PLATFORM_CONTENT_DEFAULTS[key], source: 'shipped' },
        };
        return { stream: streamName(PLATFORM_CONTENT_STREAM, key), event };
      }),
    );
  }
}
