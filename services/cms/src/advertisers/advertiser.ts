import { advertiserRuleProblem, type ItemFields } from '@tracklight/cms-catalogue';
import type {
  AdvertiserChangeSource,
  AdvertiserCreated,
  AdvertiserDeleted,
  AdvertiserEvent,
  AdvertiserProfile,
  AdvertiserRecord,
  AdvertiserRecorded,
  AdvertiserRestored,
  AdvertiserUpdated,
} from '@tracklight/contracts';
import type { AnyEvent, NewEvent } from '@tracklight/event-store';

// The advertiser aggregate (`advertiser-<id>`): pure evolve and decide, so the given/when/then
// specs need no database. An advertiser starts either when an audit first lands on it
// (AdvertiserRecorded) or when staff or a network's CSV import create it; the projection and the
// directory the audits ask fold the same evolve, so neither can drift from it.

export interface AdvertiserState {
  exists: boolean;
  deleted: boolean;
  record: AdvertiserRecord | null;
}

export const NO_ADVERTISER: AdvertiserState = { exists: false, deleted: false, record: null };

/** What an advertiser holds before anyone sets anything: no settings that change a verdict. */
const BLANK: Omit<AdvertiserRecord, 'networkId' | 'advertiserId' | 'name' | 'domain'> = {
  primaryTrackingMethod: null,
  trackingMethodNarrative: null,
  javascript: false,
  s2s: false,
  other: false,
  bespokeCookieValueType: null,
  bespokeCookieName: null,
  bespokeCookieValue: null,
  bespokeAni: null,
  bespokeMasterTag: null,
  internalComment: null,
  publicComment: null,
  cannotAudit: false,
  cannotAuditReason: null,
};

/** A new advertiser's record: what was given, every other field blank. */
export const newAdvertiserRecord = (given: Partial<AdvertiserRecord> & Pick<AdvertiserRecord, 'name' | 'domain'>): AdvertiserRecord => ({
  networkId: null,
  advertiserId: null,
  ...BLANK,
  ...given,
});

const recordOfSighting = ({ networkId, networkAdvertiserId, name, domain }: AdvertiserRecorded['data']): AdvertiserRecord =>
  newAdvertiserRecord({ networkId, advertiserId: networkAdvertiserId, name, domain });

/** The state after one more event; events of other kinds leave it as it is. */
export function evolveAdvertiser(state: AdvertiserState, event: AnyEvent): AdvertiserState {
  const { type, data } = event as AdvertiserEvent;
  switch (type) {
    case 'AdvertiserRecorded':
      // Only ever the first event of a stream (an audit appends it with 'no-stream').
      return state.exists ? state : { ...state, exists: true, record: recordOfSighting(data as AdvertiserRecorded['data']) };
    case 'AdvertiserCreated':
      return { ...state, exists: true, record: { ...(data as AdvertiserCreated['data']).record } };
    case 'AdvertiserUpdated':
      return state.record ? { ...state, record: { ...state.record, ...(data as AdvertiserUpdated['data']).changes } } : state;
    case 'AdvertiserDeleted':
      return { ...state, deleted: true };
    case 'AdvertiserRestored':
      return { ...state, deleted: false };
    default:
      return state;
  }
}

export const foldAdvertiser = (events: readonly AnyEvent[]): AdvertiserState => events.reduce(evolveAdvertiser, NO_ADVERTISER);

/**
 * The settings an audit is judged by. A deleted advertiser is still the one its links land on, but
 * its settings stop judging audits, as a deleted network stops judging them.
 */
export function profileOf(id: string, state: AdvertiserState): AdvertiserProfile | null {
  if (!state.exists || !state.record) return null;
  const record = state.deleted ? { ...state.record, ...BLANK } : state.record;
  return {
    advertiserId: id,
    name: record.name,
    domain: record.domain,
    networkId: record.networkId,
    networkAdvertiserId: record.advertiserId,
    cannotAudit: record.cannotAudit,
    cannotAuditReason: record.cannotAuditReason,
    bespokeCookieValueType: record.bespokeCookieValueType === null ? null : Number(record.bespokeCookieValueType),
    bespokeCookieName: record.bespokeCookieName,
    bespokeAni: record.bespokeAni,
    bespokeMasterTag: record.bespokeMasterTag,
  };
}

/** A command the state does not allow, in words for the user; nothing is written. */
export class AdvertiserRefusal extends Error {
  constructor(
    readonly reason: 'exists' | 'missing' | 'deleted' | 'invalid',
    message: string,
    /** The field the refusal is about, when it is about one. */
    readonly field?: string,
  ) {
    super(message);
  }
}

export const ADVERTISER_REFUSALS = {
  missing: 'No such advertiser.',
  deleted: 'This advertiser is deleted. Restore it before changing it.',
  exists: 'This advertiser exists already (same network and network advertiser id, or same domain); edit it instead.',
  identity: 'Network, network advertiser id and (without one) domain identify the advertiser and cannot change; create a new advertiser instead.',
} as const;

const existing = (state: AdvertiserState): AdvertiserRecord => {
  if (!state.exists || !state.record) throw new AdvertiserRefusal('missing', ADVERTISER_REFUSALS.missing);
  if (state.deleted) throw new AdvertiserRefusal('deleted', ADVERTISER_REFUSALS.deleted);
  return state.record;
};

const checkRules = (record: AdvertiserRecord): void => {
  const problem = advertiserRuleProblem(record as unknown as ItemFields);
  if (problem) throw new AdvertiserRefusal('invalid', problem.message, problem.field);
};

export function decideCreateAdvertiser(state: AdvertiserState, id: string, record: AdvertiserRecord, source: AdvertiserChangeSource): NewEvent[] {
  if (state.exists) throw new AdvertiserRefusal('exists', ADVERTISER_REFUSALS.exists);
  checkRules(record);
  const created: AdvertiserCreated = { type: 'AdvertiserCreated', data: { id, record, source } };
  return [created];
}

/** The fields that say which advertiser this is; its stream id was derived from them (advertiserIdFor). */
const identityFields = (record: AdvertiserRecord): (keyof AdvertiserRecord)[] =>
  record.advertiserId ? ['networkId', 'advertiserId'] : ['networkId', 'advertiserId', 'domain'];

/** Only changed fields are recorded; an update that changes nothing records nothing. */
export function decideUpdateAdvertiser(
  state: AdvertiserState,
  id: string,
  update: Partial<AdvertiserRecord>,
  source: AdvertiserChangeSource,
): NewEvent[] {
  const record = existing(state);
  const changes = Object.fromEntries(
    Object.entries(update).filter(([field, value]) => record[field as keyof AdvertiserRecord] !== value),
  ) as Partial<AdvertiserRecord>;
  const identity = identityFields(record).find((field) => field in changes);
  if (identity) throw new AdvertiserRefusal('invalid', ADVERTISER_REFUSALS.identity, identity);
  if (Object.keys(changes).length === 0) return [];
  checkRules({ ...record, ...changes });
  const updated: AdvertiserUpdated = { type: 'AdvertiserUpdated', data: { id, changes, source } };
  return [updated];
}

export function decideDeleteAdvertiser(state: AdvertiserState, id: string): NewEvent[] {
  if (!state.exists) throw new AdvertiserRefusal('missing', ADVERTISER_REFUSALS.missing);
  const deleted: AdvertiserDeleted = { type: 'AdvertiserDeleted', data: { id } };
  return state.deleted ? [] : [deleted];
}

export function decideRestoreAdvertiser(state: AdvertiserState, id: string): NewEvent[] {
  if (!state.exists) throw new AdvertiserRefusal('missing', ADVERTISER_REFUSALS.missing);
  const restored: AdvertiserRestored = { type: 'AdvertiserRestored', data: { id } };
  return state.deleted ? [restored] : [];
}
