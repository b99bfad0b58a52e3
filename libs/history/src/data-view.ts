import { historyFold, type EntityView } from './history-fold';

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
 * The fold of a stream whose owner registered none: every event's data laid over the last
 * (objects merged, other values replaced). Less exact than an owner's fold, but it still shows
 * which fields each event set.
 */
export const DATA_FOLD = historyFold<EntityView | null>({
  streamType: '',
  initial: () => null,
  evolve: (view, event) => merge(view ?? {}, event.data),
  viewOf: (view) => view,
});
