import type { StoredEvent } from '@tracklight/event-store';
import { DATA_FOLD } from './data-view';
import { changesBetween, fieldsOf, type FieldChange } from './field-paths';
import { foldView, type EntityView, type HistoryFold } from './history-fold';

export interface TimelineEntry {
  event: StoredEvent;
  /** What the event changed in the entity, field by field. */
  changes: FieldChange[];
}

/** The view of the stream's first `count` events, by the owner's fold when there is one. */
export const viewAt = (events: readonly StoredEvent[], count: number, fold: HistoryFold | undefined): EntityView | null =>
  foldView(fold ?? DATA_FOLD, events.slice(0, count));

/**
 * The entries of one page of a stream's timeline, newest first: each event with the diff of the
 * entity just before and just after it. One pass of the fold: up to the page, then a view after
 * each of its events, so a page costs the stream's length once plus its size in views.
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
  const steps = fold ?? DATA_FOLD;
  let state = steps.initial();
  for (let index = 0; index < oldest; index++) state = steps.evolve(state, events[index]);
  // The views are turned into field text at once: an owner's evolve may mutate its state.
  const fields = [fieldsOf(steps.viewOf(state))];
  for (let index = oldest; index < newest; index++) {
    state = steps.evolve(state, events[index]);
    fields.push(fieldsOf(steps.viewOf(state)));
  }
  const entries: TimelineEntry[] = [];
  for (let index = newest - 1; index >= oldest; index--) {
    entries.push({ event: events[index], changes: changesBetween(fields[index - oldest], fields[index - oldest + 1]) });
  }
  return entries;
};
