import type { StoredEvent } from '@tracklight/event-store';
import type { EntityView } from './history-fold';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const merge = (into: EntityView, data: Record<string, unknown>): EntityView => {
  const merged: EntityView = { ...into };
  for (const [key, value] of Object.entries(data)) {
    merged[key] = isPlainObject(value) && isPlainObject(merged[key]) ? merge(merged[key] as EntityView, value) : value;
  }
  return merged;
};

/**
 * The view of a stream whose owner registered no fold: every event's data laid over the last
 * (objects merged, other values replaced). Less exact than an owner's fold, but it still shows
 * which fields each event set.
 */
export const dataView = (events: readonly StoredEvent[]): EntityView | null =>
  events.length === 0 ? null : events.reduce<EntityView>((view, event) => merge(view, event.data), {});
