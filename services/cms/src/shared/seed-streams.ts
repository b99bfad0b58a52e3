import { decideOnStream, EventStore, type NewEvent } from '@tracklight/event-store';

export interface StreamSeed {
  stream: string;
  event: NewEvent;
}

/** Whether a stream has any event: a seed is decided on nothing more. */
const exists = (events: readonly unknown[]): boolean => events.length > 0;

/**
 * Appends each seed's event only to a stream that does not exist yet, so it is safe on every
 * start and in several processes at once: a stream already there (seeded, or edited in the CMS
 * since) is left as it is, and a process that loses the race to another decides again and finds
 * it there. Returns how many streams it created.
 */
export const seedStreams = async (
  store: EventStore,
  correlationId: string,
  seeds: readonly StreamSeed[],
): Promise<number> => {
  let seeded = 0;
  for (const { stream, event } of seeds) {
    const created = await decideOnStream(store, stream, exists, { actorUserId: null, correlationId }, (found) =>
      found ? { events: [], result: false } : { events: [event], result: true },
    );
    if (created) seeded++;
  }
  return seeded;
};
