import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { EventStore, seedStreams, streamName } from '@tracklight/event-store';
import { CAUSE_STREAM, type CauseDefined } from '@tracklight/contracts';
import { SHIPPED_CAUSES } from './shipped-causes';

/** Start: every shipped cause without a `cause-<id>` stream gets one (see seedStreams). */
@Injectable()
export class SeedCausesService implements OnApplicationBootstrap {
  private readonly logger = new Logger(SeedCausesService.name);

  constructor(private readonly store: EventStore) {}

  async onApplicationBootstrap(): Promise<void> {
    const seeded = await this.seed();
    if (seeded > 0) this.logger.log(`Seeded ${seeded} causes`);
  }

  seed(): Promise<number> {
    return seedStreams(
      this.store,
      'seed-causes',
      SHIPPED_CAUSES.map(({ id, reason }) => {
        const event: CauseDefined = {
          type: 'CauseDefined',
          data: { causeId: id, reason, source: 'shipped' },
        };
        return { stream: streamName(CAUSE_STREAM, id), event };
      }),
    );
  }
}
