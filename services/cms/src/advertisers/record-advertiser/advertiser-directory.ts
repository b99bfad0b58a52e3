import { Injectable } from '@nestjs/common';
import { EventStore, streamName } from '@tracklight/event-store';
import { ADVERTISER_STREAM, type AdvertiserDirectory, type AdvertiserProfile, type AdvertiserSighting } from '@tracklight/contracts';
import { foldAdvertiser, profileOf } from '../advertiser';
import { advertiserRecordedFrom } from './advertiser-sighting';

/**
 * The advertisers as the audits meet them. Both answers fold the advertiser's own stream rather
 * than read the read model, so a setting saved in the CMS (cannotAudit, a bespoke cookie) judges
 * the very next audit, in every worker, without waiting for a projection. Nothing is written here:
 * a new advertiser reads as cms will record it from the audit's AuditCompleted (AdvertiserSightings).
 */
@Injectable()
export class EventSourcedAdvertiserDirectory implements AdvertiserDirectory {
  constructor(private readonly store: EventStore) {}

  async resolve(sighting: AdvertiserSighting): Promise<AdvertiserProfile> {
    const recorded = advertiserRecordedFrom(sighting);
    const { advertiserId } = recorded.data;
    return (await this.find(advertiserId)) ?? profileOf(advertiserId, foldAdvertiser([recorded]))!;
  }

  async find(advertiserId: string): Promise<AdvertiserProfile | null> {
    const { events } = await this.store.readStream(streamName(ADVERTISER_STREAM, advertiserId));
    return profileOf(advertiserId, foldAdvertiser(events));
  }
}
