/**
 * How one table of a read model differs from a fresh replay of the event store (rows as text):
 * what the server's replay check finds and the history screen shows.
 */
export interface ReplayDifference {
  table: string;
  /** Rows the live table has and the replay does not (counted with repeats). */
  onlyLive: number;
  onlyReplay: number;
  liveSamples: string[];
  replaySamples: string[];
}

const rows = (count: number) => `${count.toLocaleString('en-GB')} ${count === 1 ? 'row' : 'rows'}`;

/** One line per table that differs, or the all-clear; a rebuild is what mends a difference. */
export const replayCheckText = (differences: ReplayDifference[]): string[] =>
  differences.length === 0
    ? ['Equal to a fresh replay of the event store.']
    : differences.map(({ table, onlyLive, onlyReplay }) => `${table}: ${rows(onlyLive)} only in the read model, ${rows(onlyReplay)} only in a fresh replay.`);
