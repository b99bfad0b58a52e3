import { EventStore, StreamVersionConflictError, type NewEvent } from '@tracklight/event-store';

export interface StreamSeed {
  stream: string;
  event: NewEvent;
}

/**
 * Appends each seed's event only to a stream that does not exist yet ('no-stream'), so it is safe
 * on every start and in several processes at once: a stream already there (seeded, or edited in
 * the CMS since) is left as it is. Returns how many streams it created.
 */
export const seedStreams = async (
  store: EventStore,
  correlationId: string,
  seeds: readonly StreamSeed[],
): Promise<number> => {
  let seeded = 0;
  for (const { stream, event } of seeds) {
    try {
      await store.append(stream, [event], 'no-stream', { actorUserId: null, correlationId });
      seeded++;
    } catch (error) {
      if (!(error instanceof StreamVersionConflictError)) throw error;
    }
  }
  return seeded;
};
