import type { StoredEvent } from '@tracklight/event-store';
import { dataView } from './data-view';
import { changesBetween, fieldsOf, type FieldChange } from './field-paths';
import type { EntityView, HistoryFold } from './history-fold';

export interface TimelineEntry {
  event: StoredEvent;
  /** What the event changed in the entity, field by field. */
  changes: FieldChange[];
}

/** The view of the stream's first `count` events, by the owner's fold when there is one. */
export const viewAt = (events: readonly StoredEvent[], count: number, fold: HistoryFold | undefined): EntityView | null => {
  const prefix = events.slice(0, count);
  return fold ? fold.view(prefix) : dataView(prefix);
};

/**
 * The entries of one page of a stream's timeline, newest first: each event with the diff of the
 * entity just before and just after it. Each view folds the stream from its start (the owners'
 * folds take a whole stream), so a page costs its size times the stream's length.
 */
export const timelinePage = (
  events: readonly StoredEvent[],
  fold: HistoryFold | undefined,
  offset: number,
  limit: number,
): TimelineEntry[] => {
  const newest = events.length - offset;
  const oldest = Math.max(0, newest - limit);
  if (newest <= 0) return [];
  const fields = [];
  for (let count = oldest; count <= newest; count++) fields.push(fieldsOf(viewAt(events, count, fold)));
  const entries: TimelineEntry[] = [];
  for (let index = newest - 1; index >= oldest; index--) {
    entries.push({ event: events[index], changes: changesBetween(fields[index - oldest], fields[index - oldest + 1]) });
  }
  return entries;
};
