import { formatDate, formatRelative, toDate, type DateFormatOptions, type DateStyle } from './format-dates';

export interface WhenProps {
  value: string | number | Date | null | undefined;
  /** 'dateTime' unless the value is a day or its seconds matter (format-dates DateStyle). */
  dateStyle?: DateStyle;
  /** Shown when there is no date (or not a valid one). */
  empty?: string;
  /** Only where a screen's times are defined in one zone (template schedules are UTC); the zone's name follows the time. */
  timeZone?: DateFormatOptions['timeZone'];
}

/**
 * A date as the whole UI shows it (decision 0027): absolute in the user's locale, the relative time
 * ('3 hours ago') on hover, and the exact moment in the <time> element's dateTime for machines.
 */
export const When = ({ value, dateStyle = 'dateTime', empty = '—', timeZone }: WhenProps) => {
  const date = toDate(value);
  if (!date) return <>{empty}</>;
  return (
    <time dateTime={date.toISOString()} title={formatRelative(date)}>
      {formatDate(date, dateStyle, { timeZone })}
      {timeZone && ` ${timeZone}`}
    </time>
  );
};
