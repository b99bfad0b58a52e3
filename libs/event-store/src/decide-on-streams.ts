import type { CommandContext, NewEvent } from './domain-event';
import { ConcurrentChangeError, type Fold } from './decide-on-stream';
import type { EventStore, StreamAppend } from './event-store';
import { StreamVersionConflictError } from './stream-version-conflict.error';

/** What a command over many streams decided: each stream's events (a stream left out changes not), and the answer. */
export interface StreamsDecision<Result> {
  events: ReadonlyMap<string, NewEvent[]>;
  result: Result;
}

/**
 * decideOnStream for a command that changes many streams or none (an import, a bulk reassignment):
 * reads them in one query, folds each, decides over all their states at once (a refusal of one row
 * refuses the whole), and appends every stream's events in one transaction, each with the version
 * it was read at. A stream changed meanwhile rolls all of them back. Unlike decideOnStream the
 * command is not decided again: it is a whole file's work, and its answer may be under way
 * (`onProgress`), so ConcurrentChangeError asks the user to try again.
 * `onProgress` is told (0, total) once the command is decided, then after each stream is appended.
 */
export const decideOnStreams = async <State, Result>(
  store: EventStore,
  streams: readonly string[],
  fold: Fold<State>,
  context: CommandContext,
  decide: (states: ReadonlyMap<string, State>) => StreamsDecision<Result>,
  onProgress: (done: number, total: number) => void = () => undefined,
): Promise<Result> => {
  const read = await store.readStreams(streams);
  const states = new Map(streams.map((stream) => [stream, fold(read.get(stream)?.events ?? [])]));
  const { events, result } = decide(states);
  const appends = [...events].filter(([, decided]) => decided.length > 0).map(([stream, decided]): StreamAppend => {
    // Its version is what makes the append safe; a stream the command did not read has none.
    if (!states.has(stream)) throw new Error(`Decided on ${stream}, which the command did not read.`);
    const version = read.get(stream)?.version ?? 0n;
    return { stream, events: decided, expectedVersion: version === 0n ? 'no-stream' : version };
  });
  onProgress(0, appends.length);
  if (appends.length === 0) return result;
  try {
    await store.appendToStreams(appends, context, (done) => onProgress(done, appends.length));
  } catch (error) {
    if (error instanceof StreamVersionConflictError) throw new ConcurrentChangeError();
    throw error;
  }
  return result;
};
