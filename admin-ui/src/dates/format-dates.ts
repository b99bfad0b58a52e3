/**
 * The UI's one date format (decision 0027): absolute in the user's locale and time zone, with the
 * time relative to now ('3 hours ago') alongside. Locale and zone default to the browser's; the
 * options exist for the specs and for screens whose times are defined in UTC (template schedules).
 */
export interface DateFormatOptions {
  locale?: string;
  timeZone?: string;
}

/** 'dateTime' for moments (an audit, a change); 'date' for days (a reset date); 'seconds' where moments seconds apart must read apart (an audit's log). */
export type DateStyle = 'dateTime' | 'date' | 'seconds';

const STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  date: { dateStyle: 'medium' },
  seconds: { dateStyle: 'medium', timeStyle: 'medium' },
};

/** The value as a Date; null when it is missing or not a date (shown as the caller's empty text). */
export const toDate = (value: string | number | Date | null | undefined): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** The absolute form, e.g. '26 Nov 2026, 16:43' in en-GB. */
export const formatDate = (date: Date, style: DateStyle = 'dateTime', { locale, timeZone }: DateFormatOptions = {}): string =>
  new Intl.DateTimeFormat(locale, { ...STYLES[style], timeZone }).format(date);

const SECOND = 1000;
// Each unit is used while the distance is below the next one's size.
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', SECOND],
  ['minute', 60 * SECOND],
  ['hour', 3600 * SECOND],
  ['day', 86_400 * SECOND],
  ['month', 30 * 86_400 * SECOND],
  ['year', 365 * 86_400 * SECOND],
];

/** The distance from now in the largest whole unit, e.g. '3 hours ago', 'in 2 days', 'now'. */
export const formatRelative = (date: Date, now: Date = new Date(), { locale }: DateFormatOptions = {}): string => {
  const distance = date.getTime() - now.getTime();
  const [unit, size] = UNITS.findLast(([, unitSize]) => Math.abs(distance) >= unitSize) ?? UNITS[0];
  // Rounded away from now alike in both directions (Math.round alone rounds -1.5 to -1).
  const amount = Math.sign(distance) * Math.round(Math.abs(distance) / size);
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(amount, unit);
};
