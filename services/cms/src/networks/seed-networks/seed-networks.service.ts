import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { EventStore, seedStreams, streamName } from '@tracklight/event-store';
import { NETWORK_DEFINITIONS } from '@tracklight/networks';
import { NETWORK_STREAM, type NetworkDefined } from '@tracklight/contracts';

/**
 * First start: every shipped network definition becomes a `network-<id>` stream. A network
 * already defined (seeded or edited since) is left as it is (see seedStreams).
 */
@Injectable()
export class SeedNetworksService implements OnApplicationBootstrap {
  private readonly logger = new Logger(SeedNetworksService.name);

  constructor(private readonly store: EventStore) {}

  async onApplicationBootstrap(): Promise<void> {
    const seeded = await this.seed();
    if (seeded > 0) this.logger.log(`Seeded ${seeded} network definitions`);
  }

  seed(): Promise<number> {
    return seedStreams(
      this.store,
      'seed-networks',
      NETWORK_DEFINITIONS.map((definition) => {
        const event: NetworkDefined = {
          type: 'NetworkDefined',
          data: { definition, source: 'shipped' },
        };
        return { stream: streamName(NETWORK_STREAM, definition.id), event };
      }),
    );
  }
}
