import type { CommandContext, NewEvent, StoredEvent } from './domain-event';
import type { EventStore } from './event-store';
import { StreamVersionConflictError } from './stream-version-conflict.error';

/** What a command decided: the events to append, and what to answer once they are stored. */
export interface Decision<Result> {
  events: NewEvent[];
  result: Result;
}

export type Fold<State> = (events: readonly StoredEvent[]) => State;

/** The stream kept changing under a command; nothing was written. */
export class ConcurrentChangeError extends Error {
  constructor() {
    super('Someone else changed this at the same moment. Please try again.');
    this.name = 'ConcurrentChangeError';
  }
}

const ATTEMPTS = 3;

/**
 * The write side's one move: read the stream, fold it, decide, append with the version that was
 * read. A concurrent change makes the append fail and write nothing; the command is then decided
 * again on the new state, a few times, before ConcurrentChangeError tells the caller to retry.
 */
export const decideOnStream = async <State, Result>(
  store: EventStore,
  stream: string,
  fold: Fold<State>,
  context: CommandContext,
  decide: (state: State) => Promise<Decision<Result>> | Decision<Result>,
): Promise<Result> => {
  for (let attempt = 1; ; attempt++) {
    const { events, version } = await store.readStream(stream);
    const decision = await decide(fold(events));
    if (decision.events.length === 0) return decision.result;
    try {
      await store.append(stream, decision.events, version === 0n ? 'no-stream' : version, context);
      return decision.result;
    } catch (error) {
      if (!(error instanceof StreamVersionConflictError)) throw error;
      if (attempt >= ATTEMPTS) throw new ConcurrentChangeError();
    }
  }
};

/** Reads an aggregate's current state without deciding anything. */
export const readState = async <State>(store: EventStore, stream: string, fold: Fold<State>): Promise<State> =>
  fold((await store.readStream(stream)).events);

/** Builds a typed event constructor from a map of event type → data shape. */
export const eventFactory =
  <Events extends Record<string, object>>() =>
  <Type extends keyof Events & string>(type: Type, data: Events[Type]): NewEvent => ({
    type,
    data: data as Record<string, unknown>,
  });

/** A stored event narrowed to one aggregate's event map. */
export type EventOf<Events extends Record<string, object>> = {
  [Type in keyof Events & string]: { type: Type; data: Events[Type] };
}[keyof Events & string];

/** Events as stored, or as just decided: folding either gives the state after them. */
export type AnyEvent = Pick<StoredEvent, 'type' | 'data'> | NewEvent;

export const asEvent = <Events extends Record<string, object>>(event: AnyEvent): EventOf<Events> =>
  ({ type: event.type, data: event.data }) as EventOf<Events>;
