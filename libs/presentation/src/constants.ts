// Business constants of spec section 9 that both the UI and the server need to agree on.

export const FLASH_MESSAGE_DURATION_MS = 10_000;
/** The Refresh results button may re-query at most once in this window. */
export const REFRESH_THROTTLE_MS = 10_000;
/** How long the Refresh results spinner shows. */
export const REFRESH_SPINNER_MS = 500;
export const QUERY_DEBOUNCE_MS = 500;

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** Default page size once a company type filter is chosen. */
export const COMPANY_TYPE_FILTER_PAGE_SIZE = 100;
export const DASHBOARD_RECENT_AUDITS = 10;

export const STATUS_PROCESSING_WINDOWS = [
  { label: '1 minute', ms: 60_000 },
  { label: '5 minutes', ms: 300_000 },
  { label: '30 minutes', ms: 1_800_000 },
  { label: '1 hour', ms: 3_600_000 },
] as const;
export const DEFAULT_STATUS_PROCESSING_WINDOW_MS = 60_000;

export const DEFAULT_REPORT_RANGE_DAYS = 69;
export const ADMIN_REPORT_MAX_RANGE_DAYS = 90;
/** About 95 days, as the spec states it in milliseconds. */
export const ENTERPRISE_REPORT_MAX_RANGE_MS = 8_208_000_000;
/** The batch list shows this many days back, through tomorrow. */
export const BATCH_LIST_DEFAULT_RANGE_DAYS = 110;

/** a: single or under-3-link batches, b: intermediate, c: large. */
export const QUEUE_LETTERS = ['a', 'b', 'c'] as const;

/** Also the fallback for a country we have no proxy configured for. */
export const DEFAULT_COUNTRY_CODE = 'gb';

/** Lower case; compared case-insensitively with the audit's network name. */
export const UNSUPPORTED_NETWORKS = ['webgains'] as const;

export const MEMORY_COOKIE_COMPARISON_LABELS = {
  different: 'Different',
  same: 'Same',
  noPrevious: 'No previous running',
  noNext: 'No next running',
} as const;
