import { isMemoryCookieStatus, memoryCookieStatusColour, memoryCookieStatusText } from '@tracklight/presentation';

export const CRITICAL_STATUS = 'NO_MEMORY_COOKIE';
export const TRACKED_STATUSES = ['IMMEDIATE', 'CONDITIONAL_ON_CMP', 'CONDITIONAL_ON_CMP_AND_REFRESH'];

const DAY_MS = 86_400_000;

/** Monday 00:00 UTC of the week holding `at`. */
export const weekStartOf = (at: Date): Date => {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
};

/** The Mondays of the last `weeks` weeks up to `now`, oldest first, as YYYY-MM-DD. */
export const lastWeeks = (now: Date, weeks: number): string[] => {
  const current = weekStartOf(now).getTime();
  return Array.from({ length: weeks }, (_, i) => new Date(current - (weeks - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10));
};

/** The last `months` months up to `now`, oldest first, as YYYY-MM. */
export const lastMonths = (now: Date, months: number): string[] =>
  Array.from({ length: months }, (_, i) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1 - i), 1)).toISOString().slice(0, 7));

/** A status as the charts show it: the screens' words and colour. */
export const chartStatus = (status: string) =>
  isMemoryCookieStatus(status)
    ? { status, statusReadable: memoryCookieStatusText(status), colour: memoryCookieStatusColour(status) }
    : { status, statusReadable: status, colour: 'secondary' };

/** Rows of (week, status, count) as every week present, each with its statuses. */
export const fillWeeks = (weeks: string[], rows: { week: string; status: string; count: number }[]) =>
  weeks.map((weekStart) => ({
    weekStart,
    counts: rows.filter((row) => row.week === weekStart).map((row) => ({ ...chartStatus(row.status), count: row.count })),
  }));

/** Rows of (month, count) as every month present, zeros included. */
export const fillMonths = (months: string[], rows: { month: string; count: number }[]) =>
  months.map((month) => ({ month, count: rows.find((row) => row.month === month)?.count ?? 0 }));
