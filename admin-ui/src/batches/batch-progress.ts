export interface BatchProgressRecord {
  isDone: boolean;
  numLinks: number;
  numCurrentCompletedAudits: number;
}

/** Spec section 2: a batch reads 'Processing n / total links...' until it is done. */
export const batchProgressText = (batch: BatchProgressRecord): string =>
  batch.isDone ? 'Done' : `Processing ${batch.numCurrentCompletedAudits} / ${batch.numLinks} links...`;

export interface TimeLeftInput {
  /** When the batch started, ISO. */
  startedAt: string | null;
  numLinks: number;
  numCurrentCompletedAudits: number;
  isDone: boolean;
}

/**
 * How long the rest of the batch should take, in ms, at the rate its audits have finished so far
 * (done / time since the start; the queue's concurrency is in that rate). Null while nothing has
 * finished: no rate yet, and a guess from other batches would be wrong on a busy queue.
 */
export const timeLeftMs = (batch: TimeLeftInput, now: number): number | null => {
  const done = Math.min(batch.numCurrentCompletedAudits, batch.numLinks);
  if (batch.isDone || done >= batch.numLinks) return 0;
  const started = batch.startedAt ? Date.parse(batch.startedAt) : NaN;
  if (done <= 0 || !Number.isFinite(started)) return null;
  const elapsed = Math.max(now - started, 1);
  return Math.round(((batch.numLinks - done) * elapsed) / done);
};

const MINUTE_MS = 60_000;

/** The estimate in words: 'about N min left', 'less than a minute left', or what it waits for. */
export const timeLeftText = (batch: TimeLeftInput, now: number): string => {
  const left = timeLeftMs(batch, now);
  if (left === null) return 'Estimating the time left once the first link is audited';
  if (left === 0) return '';
  if (left < MINUTE_MS) return 'less than a minute left';
  return `about ${Math.round(left / MINUTE_MS)} min left`;
};
