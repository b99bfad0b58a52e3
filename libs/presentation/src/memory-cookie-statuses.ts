/**
 * The memory cookie statuses an audit can have (spec section 4), apart from their presentation so
 * that the audit view and the status rules can both name them without importing each other.
 */
export const MEMORY_COOKIE_STATUSES = [
  'IMMEDIATE',
  'CONDITIONAL_ON_CMP',
  'CONDITIONAL_ON_CMP_AND_REFRESH',
  'NO_MEMORY_COOKIE',
  'CLOSED_ADVERTISER',
  'NOT_AUDITED',
  'MANUAL_REVIEW',
  'OTHER',
] as const;

export type MemoryCookieStatus = (typeof MEMORY_COOKIE_STATUSES)[number];

/** Read models store the status as plain text; this narrows it before it reaches the view. */
export function isMemoryCookieStatus(value: string): value is MemoryCookieStatus {
  return (MEMORY_COOKIE_STATUSES as readonly string[]).includes(value);
}
