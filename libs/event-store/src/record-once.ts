import type { CommandContext, NewEvent } from './domain-event';
import { decideOnStream, type Decision, type Fold } from './decide-on-stream';
import type { EventStore } from './event-store';

// A stream written once and never changed (a support request, an issue report, a shipped seed):
// its decider needs to know only whether the stream holds anything. One mechanism for all of them.

/** The state of a record-once stream: whether anything was recorded on it. */
export const streamExists: Fold<boolean> = (events) => events.length > 0;

/** Records the event on an empty stream; a stream that holds one already is left as it is. */
export const decideRecordOnce = (exists: boolean, event: NewEvent): Decision<boolean> =>
  exists ? { events: [], result: false } : { events: [event], result: true };

/**
 * Appends the event only if the stream has none yet, as every command is decided (decideOnStream):
 * safe on every start and in several processes at once, since one that loses the race decides
 * again and finds the stream there. Answers whether this call recorded it.
 */
export const recordOnce = (store: EventStore, stream: string, event: NewEvent, context: CommandContext): Promise<boolean> =>
  decideOnStream(store, stream, streamExists, context, (exists) => decideRecordOnce(exists, event));

export interface StreamSeed {
  stream: string;
  event: NewEvent;
}

/**
 * A service's shipped content on every start: each seed is recorded once (see recordOnce), so a
 * stream already there (seeded, or edited since) is left as it is. Answers how many it created.
 * Another service's process that composes the owner's modules for its ports (the audit runner's
 * and reporting's compose cms's) leaves the seeds to the owner's process, the streams' one writer.
 */
export const seedStreams = async (store: EventStore, correlationId: string, seeds: readonly StreamSeed[]): Promise<number> => {
  let seeded = 0;
  for (const { stream, event } of seeds.filter((seed) => store.ownsStream(seed.stream)))
    if (await recordOnce(store, stream, event, { actorUserId: null, correlationId })) seeded++;
  return seeded;
};
