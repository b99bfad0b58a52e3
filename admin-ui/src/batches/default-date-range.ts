import { BATCH_LIST_DEFAULT_RANGE_DAYS } from '@tracklight/presentation';

const DAY_MS = 24 * 60 * 60 * 1000;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Spec section 9: the batch list opens on the last about 110 days through tomorrow. */
export const defaultBatchDateRange = (now = Date.now()) => ({
  startedAtFrom: isoDay(now - BATCH_LIST_DEFAULT_RANGE_DAYS * DAY_MS),
  startedAtTo: isoDay(now + DAY_MS),
});
