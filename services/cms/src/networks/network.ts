import type {
  NetworkCreated,
  NetworkDefined,
  NetworkDeleted,
  NetworkEvent,
  NetworkRecord,
  NetworkRestored,
  NetworkSuccessCriteriaChanged,
  NetworkUpdated,
} from '@tracklight/contracts';
import type { AnyEvent, NewEvent } from '@tracklight/event-store';
import { buildSuccessCriteria, type SuccessCriteria } from '@tracklight/networks';
import { definitionOf, detailsOf, NO_DETAILS, recordOf } from './network-record';

// The network aggregate (`network-<id>`): pure evolve and decide, so the given/when/then specs
// need no database. The projection folds the same evolve, so the read model cannot drift from it.

export interface NetworkState {
  exists: boolean;
  deleted: boolean;
  record: NetworkRecord | null;
  /** The success criteria staff set; null while they follow the definition (buildSuccessCriteria). */
  successCriteria: SuccessCriteria | null;
}

export const NO_NETWORK: NetworkState = { exists: false, deleted: false, record: null, successCriteria: null };

/** The state after one more event; events of other kinds leave it as it is. */
export function evolveNetwork(state: NetworkState, event: AnyEvent): NetworkState {
  const { type, data } = event as NetworkEvent;
  switch (type) {
    case 'NetworkDefined': {
      // A (re)definition replaces the engine's part; the CMS's own fields stay.
      const details = state.record ? detailsOf(state.record) : NO_DETAILS;
      return { ...state, exists: true, record: recordOf((data as NetworkDefined['data']).definition, details) };
    }
    case 'NetworkCreated':
      return { ...state, exists: true, record: { ...(data as NetworkCreated['data']).record } };
    case 'NetworkUpdated':
      return state.record ? { ...state, record: { ...state.record, ...(data as NetworkUpdated['data']).changes } } : state;
    case 'NetworkSuccessCriteriaChanged':
      return { ...state, successCriteria: (data as NetworkSuccessCriteriaChanged['data']).successCriteria };
    case 'NetworkDeleted':
      return { ...state, deleted: true };
    case 'NetworkRestored':
      return { ...state, deleted: false };
    default:
      return state;
  }
}

export const foldNetwork = (events: readonly AnyEvent[]): NetworkState => events.reduce(evolveNetwork, NO_NETWORK);

/** The criteria that judge the network's audits: the edited ones, else those its definition implies. */
export const effectiveCriteria = (id: string, state: NetworkState): SuccessCriteria | null =>
  state.successCriteria ?? (state.record ? buildSuccessCriteria(definitionOf(id, state.record)) : null);

/** A command the state does not allow, in words for the user; nothing is written. */
export class NetworkRefusal extends Error {
  constructor(
    readonly reason: 'exists' | 'missing' | 'deleted' | 'invalid',
    message: string,
  ) {
    super(message);
  }
}

/** Equal as data, whatever order the keys came in. */
const canonical = (value: unknown): string =>
  JSON.stringify(value ?? null, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
const same = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);

const existing = (state: NetworkState): NetworkRecord => {
  if (!state.exists || !state.record) throw new NetworkRefusal('missing', 'No such network.');
  if (state.deleted) throw new NetworkRefusal('deleted', 'This network is deleted. Restore it before changing it.');
  return state.record;
};

const notOnItself = (id: string, record: Partial<NetworkRecord>): void => {
  if (record.aliasNetworkId === id) throw new NetworkRefusal('invalid', 'A network cannot run on itself.');
};

export function decideCreateNetwork(state: NetworkState, id: string, record: NetworkRecord): NewEvent[] {
  if (state.exists) throw new NetworkRefusal('exists', `A network with the id "${id}" exists already.`);
  notOnItself(id, record);
  const created: NetworkCreated = { type: 'NetworkCreated', data: { networkId: id, record, source: 'cms' } };
  return [created];
}

/** Only changed fields are recorded; an update that changes nothing records nothing. */
export function decideUpdateNetwork(state: NetworkState, id: string, update: Partial<NetworkRecord>): NewEvent[] {
  const record = existing(state);
  notOnItself(id, update);
  const changes = Object.fromEntries(
    Object.entries(update).filter(([field, value]) => !same(record[field as keyof NetworkRecord], value)),
  ) as Partial<NetworkRecord>;
  if (Object.keys(changes).length === 0) return [];
  const updated: NetworkUpdated = { type: 'NetworkUpdated', data: { networkId: id, changes } };
  return [updated];
}

/**
 * Sets the success criteria, or with null puts them back to following the definition. Criteria
 * equal to those in force change nothing: saving the derived criteria unchanged must not stop them
 * following later edits of the definition.
 */
export function decideSuccessCriteria(state: NetworkState, id: string, criteria: SuccessCriteria | null): NewEvent[] {
  existing(state);
  const unchanged = criteria === null ? state.successCriteria === null : same(criteria, effectiveCriteria(id, state));
  if (unchanged) return [];
  const changed: NetworkSuccessCriteriaChanged = {
    type: 'NetworkSuccessCriteriaChanged',
    data: { networkId: id, successCriteria: criteria },
  };
  return [changed];
}

export function decideDeleteNetwork(state: NetworkState, id: string): NewEvent[] {
  if (!state.exists) throw new NetworkRefusal('missing', 'No such network.');
  const deleted: NetworkDeleted = { type: 'NetworkDeleted', data: { networkId: id } };
  return state.deleted ? [] : [deleted];
}

export function decideRestoreNetwork(state: NetworkState, id: string): NewEvent[] {
  if (!state.exists) throw new NetworkRefusal('missing', 'No such network.');
  const restored: NetworkRestored = { type: 'NetworkRestored', data: { networkId: id } };
  return state.deleted ? [restored] : [];
}
