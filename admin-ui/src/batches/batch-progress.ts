export interface BatchProgressRecord {
  isDone: boolean;
  numLinks: number;
  numCurrentCompletedAudits: number;
}

/** Spec section 2: a batch reads 'Processing n / total links...' until it is done. */
export const batchProgressText = (batch: BatchProgressRecord): string =>
  batch.isDone ? 'Done' : `Processing ${batch.numCurrentCompletedAudits} / ${batch.numLinks} links...`;
