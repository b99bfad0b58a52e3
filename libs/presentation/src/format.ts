import { toDate, type Timestamp } from './timestamp';

/** Audit time is stored in milliseconds and shown in whole seconds. */
export function auditTimeSeconds(auditTimeMs: number): number {
  return Math.round(auditTimeMs / 1000);
}

// Dashboard dates are UTC so every viewer, and the server-rendered reports, show the same value.

/** 'dd/mm/yy'; empty for an unparseable value. */
export function formatDashboardDate(value: Timestamp): string {
  const date = toDate(value);
  if (!date) return '';
  const year = String(date.getUTCFullYear() % 100);
  return [date.getUTCDate(), date.getUTCMonth() + 1, year].map(twoDigits).join('/');
}

/** 'HH:MM' (24-hour); empty for an unparseable value. */
export function formatDashboardTime(value: Timestamp): string {
  const date = toDate(value);
  if (!date) return '';
  return [date.getUTCHours(), date.getUTCMinutes()].map(twoDigits).join(':');
}

function twoDigits(part: number | string): string {
  return String(part).padStart(2, '0');
}
