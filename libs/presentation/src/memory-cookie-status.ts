import type { AuditView } from './audit-view';
import type { Colour } from './colour';
import type { MemoryCookieStatus } from './memory-cookie-statuses';

const COLOURS: Record<MemoryCookieStatus, Colour> = {
  IMMEDIATE: 'primary',
  CONDITIONAL_ON_CMP: 'warning',
  CONDITIONAL_ON_CMP_AND_REFRESH: 'warning',
  NO_MEMORY_COOKIE: 'danger',
  CLOSED_ADVERTISER: 'secondary',
  NOT_AUDITED: 'secondary',
  MANUAL_REVIEW: 'secondary',
  OTHER: 'secondary',
};

// 'Not Audited' and 'Manual review' are the spec's own wording (audit status and display
// precedence rules); the others are ours.
const TEXTS: Record<MemoryCookieStatus, string> = {
  IMMEDIATE: 'Cookie immediately',
  CONDITIONAL_ON_CMP: 'Cookie with consent',
  CONDITIONAL_ON_CMP_AND_REFRESH: 'Cookie with consent and refresh',
  NO_MEMORY_COOKIE: 'No memory cookie',
  CLOSED_ADVERTISER: 'Closed advertiser',
  NOT_AUDITED: 'Not Audited',
  MANUAL_REVIEW: 'Manual review',
  OTHER: 'Other',
};

export function memoryCookieStatusColour(status: MemoryCookieStatus): Colour {
  return COLOURS[status];
}

/**
 * With a post-ALP URL the third stage is a navigation to that URL rather than a reload of the
 * landing page, so the cookie appeared after consent and navigation, not after a refresh.
 */
export function memoryCookieStatusText(
  status: MemoryCookieStatus,
  options: { hasPostAlpUrl?: boolean } = {},
): string {
  if (status === 'CONDITIONAL_ON_CMP_AND_REFRESH' && options.hasPostAlpUrl) {
    return 'Cookie with consent and navigate';
  }
  return TEXTS[status];
}

export interface StatusPresentation {
  status: MemoryCookieStatus;
  text: string;
  colour: Colour;
}

export type AuditMemoryCookieStatusInput = Pick<
  AuditView,
  'status' | 'hasAlp' | 'memoryCookieStatus' | 'batchLink'
>;

/**
 * The memory cookie status of one audit as the user reads it. A failed audit that never reached
 * the landing page has no meaningful cookie verdict, and neither has an audit with no status yet;
 * both read 'Not Audited'.
 */
export function auditMemoryCookieStatus(audit: AuditMemoryCookieStatusInput): StatusPresentation {
  const neverReachedLandingPage = audit.status === 'FAILED' && !audit.hasAlp;
  const status =
    neverReachedLandingPage || audit.memoryCookieStatus === null
      ? 'NOT_AUDITED'
      : audit.memoryCookieStatus;
  return {
    status,
    text: memoryCookieStatusText(status, { hasPostAlpUrl: Boolean(audit.batchLink?.postAlpURL) }),
    colour: memoryCookieStatusColour(status),
  };
}
