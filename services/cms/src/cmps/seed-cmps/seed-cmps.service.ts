import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { CMP_SPEC, createSchema, streamTypeOf } from '@tracklight/cms-catalogue';
import { EventStore, seedStreams, streamName } from '@tracklight/event-store';
import { decideCreate, foldCatalogueItem } from '../../catalogue/catalogue-item';
import { SHIPPED_CMPS } from './shipped-cmps';

/**
 * Start: every shipped CMP without a `cmp-<rule name>` stream gets one (see seedStreams), so a
 * later start never undoes an edit or a deletion made in the CMS.
 */
@Injectable()
export class SeedCmpsService implements OnApplicationBootstrap {
  private readonly logger = new Logger(SeedCmpsService.name);

  constructor(private readonly store: EventStore) {}

  async onApplicationBootstrap(): Promise<void> {
    const seeded = await this.seed();
    if (seeded > 0) this.logger.log(`Seeded ${seeded} CMPs`);
  }

  seed(): Promise<number> {
    const schema = createSchema(CMP_SPEC);
    const nothingYet = foldCatalogueItem([]);
    return seedStreams(
      this.store,
      'seed-cmps',
      SHIPPED_CMPS.map(({ id, name, vendor }) => {
        const [event] = decideCreate(CMP_SPEC, nothingYet, id, schema.parse({ name, vendor }), 'shipped');
        return { stream: streamName(streamTypeOf(CMP_SPEC), id), event };
      }),
    );
  }
}
