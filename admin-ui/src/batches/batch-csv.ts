import { bearerOf } from '../auth/authed-request';
import { freshSession } from '../auth/session';
import { DOWNLOAD_FAILED, batchCsvFileName, type BatchActionTarget } from './batch-actions';

/** Reads GET /batches/{id}/csv as the logged-in user; any failure is the spec's download error. */
const fetchBatchCsv = async (batchId: string): Promise<Blob> => {
  try {
    const response = await fetch(`/batches/${batchId}/csv`, { headers: { authorization: bearerOf(await freshSession()) } });
    if (response.ok) return await response.blob();
  } catch {
    // A network failure reads like a refusal: the download did not happen.
  }
  throw new Error(DOWNLOAD_FAILED);
};

/** Export batch CSV (spec section 2): saves the batch's CSV as a file named after the batch. */
export const downloadBatchCsv = async (batch: Pick<BatchActionTarget, 'id' | 'name'>): Promise<void> => {
  const url = URL.createObjectURL(await fetchBatchCsv(batch.id));
  const link = document.createElement('a');
  link.href = url;
  link.download = batchCsvFileName(batch);
  link.click();
  // The browser has taken the file once the click is handled; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
