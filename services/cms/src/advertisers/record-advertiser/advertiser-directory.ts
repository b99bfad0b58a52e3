import { Injectable } from '@nestjs/common';
import { EventStore, StreamVersionConflictError, streamName } from '@tracklight/event-store';
import {
  ADVERTISER_STREAM,
  type AdvertiserDirectory,
  type AdvertiserProfile,
  type AdvertiserRecorded,
  type AdvertiserSighting,
} from '@tracklight/contracts';
import { foldAdvertiser, profileOf } from '../advertiser';
import { advertiserIdFor } from '../advertiser-id';

/**
 * The advertisers as the audits meet them. Both answers fold the advertiser's own stream rather
 * than read the read model, so a setting saved in the CMS (cannotAudit, a bespoke cookie) judges
 * the very next audit, in every worker, without waiting for a projection.
 */
@Injectable()
export class EventSourcedAdvertiserDirectory implements AdvertiserDirectory {
  constructor(private readonly store: EventStore) {}

  async resolve(sighting: AdvertiserSighting): Promise<AdvertiserProfile> {
    const advertiserId = advertiserIdFor(sighting);
    const seen = await this.find(advertiserId);
    if (seen) return seen;
    const recorded: AdvertiserRecorded = {
      type: 'AdvertiserRecorded',
      data: {
        advertiserId,
        networkId: sighting.networkId,
        networkAdvertiserId: sighting.networkAdvertiserId,
        name: sighting.domain,
        domain: sighting.domain,
        firstAuditId: sighting.auditId,
      },
    };
    try {
      await this.store.append(streamName(ADVERTISER_STREAM, advertiserId), [recorded], 'no-stream', {
        actorUserId: null,
        correlationId: sighting.auditId,
      });
      return profileOf(advertiserId, foldAdvertiser([recorded]))!;
    } catch (error) {
      if (!(error instanceof StreamVersionConflictError)) throw error;
      // Recorded (or created in the CMS) at the same moment: the stream has it now.
      const raced = await this.find(advertiserId);
      if (!raced) throw error;
      return raced;
    }
  }

  async find(advertiserId: string): Promise<AdvertiserProfile | null> {
    const { events } = await this.store.readStream(streamName(ADVERTISER_STREAM, advertiserId));
    return profileOf(advertiserId, foldAdvertiser(events));
  }
}
