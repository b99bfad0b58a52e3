import {
  catalogueChangeOf,
  catalogueEventType,
  type CatalogueItemCreated,
  type CatalogueItemUpdated,
} from '@tracklight/contracts';
import { changedFields, type CatalogueSpec, type ItemFields } from '@tracklight/cms-catalogue';
import type { AnyEvent, NewEvent } from '@tracklight/event-store';

/** One CMS item as its stream tells it. */
export interface CatalogueItemState {
  exists: boolean;
  fields: ItemFields;
  deleted: boolean;
}

export const NO_CATALOGUE_ITEM: CatalogueItemState = { exists: false, fields: {}, deleted: false };

/** One event on the item (the write side's evolve, also what history and as-of views fold). */
export const evolveCatalogueItem = (state: CatalogueItemState, event: AnyEvent): CatalogueItemState => {
  switch (catalogueChangeOf(event)) {
    case 'Created':
      return { exists: true, fields: { ...(event.data as CatalogueItemCreated['data']).fields }, deleted: false };
    case 'Updated':
      return { ...state, fields: { ...state.fields, ...(event.data as CatalogueItemUpdated['data']).changes } };
    case 'Deleted':
      return { ...state, deleted: true };
    case 'Restored':
      return { ...state, deleted: false };
    default:
      return state;
  }
};

export const foldCatalogueItem = (events: readonly AnyEvent[]): CatalogueItemState => events.reduce(evolveCatalogueItem, NO_CATALOGUE_ITEM);

/** A command the state does not allow, in words for the user; nothing is written. */
export class CatalogueRefusal extends Error {
  constructor(
    readonly reason: 'exists' | 'missing' | 'deleted',
    message: string,
  ) {
    super(message);
  }
}

const lower = (spec: CatalogueSpec) => spec.label.toLowerCase();
const missing = (spec: CatalogueSpec) => new CatalogueRefusal('missing', `No such ${lower(spec)}.`);

const event = (spec: CatalogueSpec, change: 'Created' | 'Updated' | 'Deleted' | 'Restored', data: Record<string, unknown>): NewEvent => ({
  type: catalogueEventType(spec.kind, change),
  data: { kind: spec.kind, ...data },
});

export function decideCreate(spec: CatalogueSpec, state: CatalogueItemState, id: string, fields: ItemFields, source: 'shipped' | 'cms' = 'cms'): NewEvent[] {
  if (state.exists) throw new CatalogueRefusal('exists', `A ${lower(spec)} with the id "${id}" exists already.`);
  return [event(spec, 'Created', { id, fields, source })];
}

/** Only changed fields are recorded; an update that changes nothing records nothing. */
export function decideUpdate(spec: CatalogueSpec, state: CatalogueItemState, id: string, update: ItemFields): NewEvent[] {
  if (!state.exists) throw missing(spec);
  if (state.deleted) throw new CatalogueRefusal('deleted', `This ${lower(spec)} is deleted. Restore it before changing it.`);
  const changes = changedFields(state.fields, update);
  return Object.keys(changes).length === 0 ? [] : [event(spec, 'Updated', { id, changes })];
}

export function decideDelete(spec: CatalogueSpec, state: CatalogueItemState, id: string): NewEvent[] {
  if (!state.exists) throw missing(spec);
  return state.deleted ? [] : [event(spec, 'Deleted', { id })];
}

export function decideRestore(spec: CatalogueSpec, state: CatalogueItemState, id: string): NewEvent[] {
  if (!state.exists) throw missing(spec);
  return state.deleted ? [event(spec, 'Restored', { id })] : [];
}
