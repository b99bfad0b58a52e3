import { DEFAULT_REPORT_RANGE_DAYS } from '@tracklight/presentation';
import type { SessionUser } from '../auth/session';

// Spec sections 5 and 8, verbatim.
export const ERROR_DOWNLOADING = 'Error downloading report';
export const CSV_FAILED = 'An error occurred while generating the CSV.';
export const SELECT_NETWORK = 'Please select a network.';
export const SELECT_ADVERTISER = 'Please select an advertiser.';
export const INVALID_RANGE = 'Please select a valid date range.';

export interface DateRange {
  startDate: string;
  endDate: string;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The spec's default report range: about 69 days ago to today. */
export const defaultRange = (now = new Date()): DateRange => ({
  startDate: day(new Date(now.getTime() - DEFAULT_REPORT_RANGE_DAYS * 86_400_000)),
  endDate: day(now),
});

/** Both dates given and the start not after the end. */
export const isValidRange = ({ startDate, endDate }: DateRange): boolean => Boolean(startDate && endDate && startDate <= endDate);

/** Batch ID entries are split on commas (spec section 5); so are ALP and advertiser lists. */
export const splitList = (text: string): string[] =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** GET /reports/{type} with the selection as its query: lists comma-separated, empty values left out. */
export const reportUrl = (type: string, selection: Record<string, string | string[] | undefined>): string => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(selection)) {
    const text = Array.isArray(value) ? value.join(',') : value;
    if (text) query.set(key, text);
  }
  return `/reports/${type}?${query.toString()}`;
};

/** The network's own report buttons show for that company's users or a super admin (spec section 6). */
export const seesNetworkReport = (user: Pick<SessionUser, 'company'> | undefined, companyName: string): boolean =>
  Boolean(user && (user.company.isSuperAdmin || user.company.name.trim().toLowerCase() === companyName.toLowerCase()));
