import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { EventStore, StreamVersionConflictError, streamName } from '@tracklight/event-store';
import { NETWORK_DEFINITIONS } from '@tracklight/networks';
import { NETWORK_STREAM, type NetworkDefined } from '@tracklight/contracts';

/**
 * First start: every shipped network definition becomes a `network-<id>` stream. Appending with
 * 'no-stream' makes this safe to run on every start and in several processes at once: a network
 * already defined (seeded or edited since) is left as it is.
 */
@Injectable()
export class SeedNetworksService implements OnApplicationBootstrap {
  private readonly logger = new Logger(SeedNetworksService.name);

  constructor(private readonly store: EventStore) {}

  async onApplicationBootstrap(): Promise<void> {
    const seeded = await this.seed();
    if (seeded > 0) this.logger.log(`Seeded ${seeded} network definitions`);
  }

  async seed(): Promise<number> {
    let seeded = 0;
    for (const definition of NETWORK_DEFINITIONS) {
      const event: NetworkDefined = { type: 'NetworkDefined', data: { definition, source: 'shipped' } };
      try {
        await this.store.append(streamName(NETWORK_STREAM, definition.id), [event], 'no-stream', {
          actorUserId: null,
          correlationId: 'seed-networks',
        });
        seeded++;
      } catch (error) {
        if (!(error instanceof StreamVersionConflictError)) throw error;
      }
    }
    return seeded;
  }
}
