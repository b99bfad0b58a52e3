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

/** A stream as a command already read it: its folded state and the version it was folded at. */
export interface ReadState<State> {
  state: State;
  version: bigint;
}

/**
 * The write side's one move: read the stream, fold it, decide, append with the version that was
 * read. A concurrent change makes the append fail and write nothing; the command is then decided
 * again on the new state, a few times, before ConcurrentChangeError tells the caller to retry.
 * `alreadyRead` spares the first read of a caller that read the stream anyway (a page of audits
 * read at once, a worker that needs the state before it commits to the command): the first
 * decision is made on it, and only a conflict reads the stream again.
 */
export const decideOnStream = async <State, Result>(
  store: EventStore,
  stream: string,
  fold: Fold<State>,
  context: CommandContext,
  decide: (state: State) => Promise<Decision<Result>> | Decision<Result>,
  alreadyRead?: ReadState<State>,
): Promise<Result> => {
  let known = alreadyRead;
  // A decision on the caller's own read is not one of the attempts: a conflict on it is decided again as often.
  for (let attempt = known ? 0 : 1; ; attempt++) {
    const { state, version } = known ?? (await readFolded(store, stream, fold));
    known = undefined;
    const decision = await decide(state);
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

const readFolded = async <State>(store: EventStore, stream: string, fold: Fold<State>): Promise<ReadState<State>> => {
  const { events, version } = await store.readStream(stream);
  return { state: fold(events), version };
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
