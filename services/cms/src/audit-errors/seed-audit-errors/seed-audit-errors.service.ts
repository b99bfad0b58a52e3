import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { AUDIT_ERROR_SPEC, createSchema, streamTypeOf } from '@tracklight/cms-catalogue';
import { EventStore, seedStreams, streamName } from '@tracklight/event-store';
import { DESCRIBED_ERROR_IDS, errorMeaning } from '@tracklight/presentation';
import { decideCreate } from '../../catalogue/catalogue-item';

const NO_ITEM = { exists: false, fields: {}, deleted: false };

/**
 * Start: every error the product describes (libs/presentation, errorMeaning) without an
 * `auditerror-<id>` stream gets one, so the error catalogue opens full; edits in the CMS are kept.
 */
@Injectable()
export class SeedAuditErrorsService implements OnApplicationBootstrap {
  private readonly logger = new Logger(SeedAuditErrorsService.name);

  constructor(private readonly store: EventStore) {}

  async onApplicationBootstrap(): Promise<void> {
    const seeded = await this.seed();
    if (seeded > 0) this.logger.log(`Seeded ${seeded} audit errors`);
  }

  seed(): Promise<number> {
    const schema = createSchema(AUDIT_ERROR_SPEC);
    return seedStreams(
      this.store,
      'seed-audit-errors',
      DESCRIBED_ERROR_IDS.map((id) => {
        const fields = schema.parse({ description: errorMeaning(id) });
        const [event] = decideCreate(AUDIT_ERROR_SPEC, NO_ITEM, id, fields, 'shipped');
        return { stream: streamName(streamTypeOf(AUDIT_ERROR_SPEC), id), event };
      }),
    );
  }
}
