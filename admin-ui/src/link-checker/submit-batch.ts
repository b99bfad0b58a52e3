import { authedRequest } from '../auth/authed-request';
import { jsonBody } from '../http/request';
import type { BatchPayload } from './batch-payload';

export interface Submitted {
  batchId: string;
}

const SUBMIT_PATH = '/audit?engine=luna';

/** POST /audit?engine=luna as JSON {batchMeta, batchLinks} (spec section 7). */
export const submitBatch = (payload: BatchPayload) => authedRequest<Submitted>(SUBMIT_PATH, jsonBody(payload));

/** POST /audit?engine=luna as multipart: the CSV plus meta fields (spec section 7). */
export const submitCsv = (csv: File, meta: { name?: string; notifyOnComplete: boolean }) => {
  const form = new FormData();
  form.append('csv', csv);
  if (meta.name?.trim()) form.append('name', meta.name.trim());
  form.append('notifyOnComplete', String(meta.notifyOnComplete));
  return authedRequest<Submitted>(SUBMIT_PATH, { method: 'POST', body: form });
};
