/** The short batch id shown in the Batch ID column: the last 4 characters of the full id. */
export function shortBatchId(batchId: string): string {
  return batchId.slice(-4);
}
