import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EventStore, StreamVersionConflictError, streamName } from '@tracklight/event-store';
import {
  ADVERTISER_STREAM,
  type AdvertiserDirectory,
  type AdvertiserProfile,
  type AdvertiserRecorded,
  type AdvertiserSighting,
} from '@tracklight/contracts';
import { AdvertiserEntity } from '../advertiser.entity';

/**
 * The advertiser's id follows from what identifies it: the network's own advertiser id when the
 * link carries one (e.g. AWIN's awinmid), else the landing domain. Deterministic, so concurrent
 * audits of a new advertiser agree on its stream without waiting for any read model.
 */
export const advertiserIdFor = (sighting: Pick<AdvertiserSighting, 'networkId' | 'networkAdvertiserId' | 'domain'>): string => {
  const key = sighting.networkAdvertiserId ? `id:${sighting.networkAdvertiserId}` : sighting.domain.toLowerCase();
  return createHash('sha256').update(`${sighting.networkId ?? ''}|${key}`).digest('hex').slice(0, 24);
};

/** Bespoke cookie settings are edited in the CMS; an advertiser first seen by an audit has none. */
const NO_BESPOKE_SETTINGS = {
  bespokeCookieValueType: null,
  bespokeCookieName: null,
  bespokeAni: null,
  bespokeMasterTag: null,
};

const fromRecorded = ({ data }: AdvertiserRecorded): AdvertiserProfile => ({
  ...NO_BESPOKE_SETTINGS,
  advertiserId: data.advertiserId,
  name: data.name,
  domain: data.domain,
  networkId: data.networkId,
  networkAdvertiserId: data.networkAdvertiserId,
  cannotAudit: false,
  cannotAuditReason: null,
});

const fromEntity = (row: AdvertiserEntity): AdvertiserProfile => ({
  ...NO_BESPOKE_SETTINGS,
  advertiserId: row.id,
  name: row.name,
  domain: row.domain,
  networkId: row.networkId,
  networkAdvertiserId: row.networkAdvertiserId,
  cannotAudit: row.cannotAudit,
  cannotAuditReason: row.cannotAuditReason,
});

@Injectable()
export class EventSourcedAdvertiserDirectory implements AdvertiserDirectory {
  constructor(
    private readonly store: EventStore,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async resolve(sighting: AdvertiserSighting): Promise<AdvertiserProfile> {
    const advertiserId = advertiserIdFor(sighting);
    const stream = streamName(ADVERTISER_STREAM, advertiserId);
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
      await this.store.append(stream, [recorded], 'no-stream', {
        actorUserId: null,
        correlationId: sighting.auditId,
      });
      return fromRecorded(recorded);
    } catch (error) {
      if (!(error instanceof StreamVersionConflictError)) throw error;
      // Seen before: the conflict says its stream exists, so find has it.
      const seen = await this.find(advertiserId);
      if (!seen) throw error;
      return seen;
    }
  }

  /** The read model has its CMS settings once projected; the stream has the advertiser at once. */
  async find(advertiserId: string): Promise<AdvertiserProfile | null> {
    const known = await this.dataSource.getRepository(AdvertiserEntity).findOneBy({ id: advertiserId });
    if (known) return fromEntity(known);
    const { events } = await this.store.readStream(streamName(ADVERTISER_STREAM, advertiserId));
    return events.length ? fromRecorded(events[0] as unknown as AdvertiserRecorded) : null;
  }
}
