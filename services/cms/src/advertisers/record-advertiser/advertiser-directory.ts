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

/** One advertiser per network and landing domain, so concurrent audits of a new site agree on its id. */
export const advertiserIdFor = (networkId: string | null, domain: string): string =>
  createHash('sha256').update(`${networkId ?? ''}|${domain.toLowerCase()}`).digest('hex').slice(0, 24);

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
    // The network's own advertiser id is the surest match; the landing domain is the fallback.
    if (sighting.networkId && sighting.networkAdvertiserId) {
      const known = await this.dataSource.getRepository(AdvertiserEntity).findOneBy({
        networkId: sighting.networkId,
        networkAdvertiserId: sighting.networkAdvertiserId,
      });
      if (known) return fromEntity(known);
    }
    const advertiserId = advertiserIdFor(sighting.networkId, sighting.domain);
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
      // Seen before: the read model has its CMS settings once projected; the stream has it at once.
      const known = await this.dataSource.getRepository(AdvertiserEntity).findOneBy({ id: advertiserId });
      if (known) return fromEntity(known);
      const { events } = await this.store.readStream(stream);
      return fromRecorded(events[0] as unknown as AdvertiserRecorded);
    }
  }
}
