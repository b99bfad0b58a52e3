import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ADVERTISER_EVENT_TYPES, ADVERTISER_STREAM, type AdvertiserRecord } from '@tracklight/contracts';
import { aggregateOf, type StoredEvent } from '@tracklight/event-store';
import type { Projection } from '@tracklight/read-models';
import { evolveAdvertiser, NO_ADVERTISER, type AdvertiserState } from './advertiser';
import { AdvertiserEntity } from './advertiser.entity';

const TYPES = new Set<string>(ADVERTISER_EVENT_TYPES);

/** A row's record: the entity names the network's id networkAdvertiserId, the record advertiserId. */
export const recordOfRow = ({ networkAdvertiserId, ...row }: AdvertiserEntity): AdvertiserRecord => ({
  networkId: row.networkId,
  advertiserId: networkAdvertiserId,
  name: row.name,
  domain: row.domain,
  primaryTrackingMethod: row.primaryTrackingMethod,
  trackingMethodNarrative: row.trackingMethodNarrative,
  javascript: row.javascript,
  s2s: row.s2s,
  other: row.other,
  bespokeCookieValueType: row.bespokeCookieValueType,
  bespokeCookieName: row.bespokeCookieName,
  bespokeCookieValue: row.bespokeCookieValue,
  bespokeAni: row.bespokeAni,
  bespokeMasterTag: row.bespokeMasterTag,
  internalComment: row.internalComment,
  publicComment: row.publicComment,
  cannotAudit: row.cannotAudit,
  cannotAuditReason: row.cannotAuditReason,
});

const stateOf = (row: AdvertiserEntity | null): AdvertiserState =>
  row ? { exists: true, deleted: row.deletedAt !== null, record: recordOfRow(row) } : NO_ADVERTISER;

/** cms.advertisers from the advertiser streams, folded with the aggregate's own evolve. */
@Injectable()
export class AdvertiserListProjection implements Projection {
  readonly name = 'cms-advertisers';
  readonly tables = ['cms.advertisers'];

  async apply(event: StoredEvent, manager: EntityManager): Promise<void> {
    if (!TYPES.has(event.type) || aggregateOf(event.streamName) !== ADVERTISER_STREAM) return;
    const id = event.streamName.slice(ADVERTISER_STREAM.length + 1);
    const at = new Date(event.metadata.occurredAt);
    // A created advertiser's stream is new, so there is no row to read (saves a query per row of an import).
    const row = event.type === 'AdvertiserCreated' ? null : await manager.findOneBy(AdvertiserEntity, { id });
    const state = evolveAdvertiser(stateOf(row), event);
    if (!state.exists || !state.record) return;
    const { advertiserId, ...record } = state.record;
    await manager.upsert(
      AdvertiserEntity,
      {
        id,
        ...record,
        networkAdvertiserId: advertiserId,
        deletedAt: state.deleted ? (row?.deletedAt ?? at) : null,
        version: Number(event.streamPosition),
        createdAt: row?.createdAt ?? at,
        updatedAt: at,
      },
      ['id'],
    );
  }
}
