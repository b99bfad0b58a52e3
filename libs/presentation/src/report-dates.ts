import { ADMIN_REPORT_MAX_RANGE_DAYS, ENTERPRISE_REPORT_MAX_RANGE_MS } from './constants';

/** Spec section 5, the admin report generator's one message. */
export const ADMIN_RANGE_MESSAGE = 'Start date must be before end date and no greater than a 90 day time range';
/** Spec section 5 and 8, the filtered enterprise report. */
export const INVALID_DATE_RANGE = 'Invalid date range';

const DAY_MS = 24 * 60 * 60 * 1000;
const time = (day: string | undefined) => (day ? Date.parse(`${day}T00:00:00Z`) : NaN);

/** Start not after end, at most 90 days: the admin report generator's dates (when no batch ids are given). */
export const adminRangeProblem = (startDate?: string, endDate?: string): string | null => {
  const start = time(startDate);
  const end = time(endDate);
  if (Number.isNaN(start) || Number.isNaN(end)) return ADMIN_RANGE_MESSAGE;
  return start > end || end - start > ADMIN_REPORT_MAX_RANGE_DAYS * DAY_MS ? ADMIN_RANGE_MESSAGE : null;
};

/** Both dates, end not before start, a span of at most 8,208,000,000 ms (about 95 days). */
export const enterpriseRangeProblem = (startDate?: string, endDate?: string): string | null => {
  const start = time(startDate);
  const end = time(endDate);
  if (Number.isNaN(start) || Number.isNaN(end) || end < start || end - start > ENTERPRISE_REPORT_MAX_RANGE_MS) return INVALID_DATE_RANGE;
  return null;
};
