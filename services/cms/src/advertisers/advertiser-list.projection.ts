import { Injectable } from '@nestjs/common';
import { ADVERTISER_EVENT_TYPES, ADVERTISER_STREAM, type AdvertiserRecord } from '@tracklight/contracts';
import { aggregateOf, type StoredEvent } from '@tracklight/event-store';
import { RowProjection } from '@tracklight/read-models';
import { evolveAdvertiser, NO_ADVERTISER, type AdvertiserState } from './advertiser';
import { AdvertiserEntity } from './advertiser.entity';
import { versionedColumns } from '../versioned-row.entity';

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

/** cms.advertisers from the advertiser streams, folded with the aggregate's own evolve, a page at a time. */
@Injectable()
export class AdvertiserListProjection extends RowProjection<AdvertiserEntity> {
  readonly name = 'cms-advertisers';
  readonly tables = ['cms.advertisers'];
  protected readonly entity = AdvertiserEntity;
  protected readonly keyColumns = ['id'] as const;

  protected keyOf(event: StoredEvent): Pick<AdvertiserEntity, 'id'> | null {
    if (!TYPES.has(event.type) || aggregateOf(event.streamName) !== ADVERTISER_STREAM) return null;
    return { id: event.streamName.slice(ADVERTISER_STREAM.length + 1) };
  }

  protected evolve(row: AdvertiserEntity | null, event: StoredEvent, { id }: Pick<AdvertiserEntity, 'id'>): AdvertiserEntity | null {
    const state = evolveAdvertiser(stateOf(row), event);
    if (!state.exists || !state.record) return null;
    const { advertiserId, ...record } = state.record;
    return {
      id,
      ...record,
      networkAdvertiserId: advertiserId,
      ...versionedColumns(row, event, state.deleted),
    };
  }
}
