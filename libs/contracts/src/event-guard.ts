/**
 * A guard that narrows an event, stored or just decided, to one family by its type: readers ask it
 * instead of casting the event's data. Each family's guard is declared beside its events.
 */
export const eventGuard =
  <Family extends { type: string }>(types: readonly Family['type'][]) =>
  <Event extends { type: string }>(event: Event): event is Event & Family =>
    (types as readonly string[]).includes(event.type);
