// What the evaluation concludes about one audit: the spec's Audit fields that follow from the
// evidence (section 3). Recorded in AuditCompleted, read by reporting.
import type { MemoryCookieStatus } from '@tracklight/presentation';

export interface HandoverImpact {
  /** Percentage (0-100) of all clicks expected to lose tracking; null when there is no verdict on the cookie. */
  handoverImpact: number | null;
  /** The same among visitors who accept the banner. */
  handoverImpactPostConsent: number | null;
  /** The same among visitors who accept and then view another page. */
  handoverImpactPostConsentRefresh: number | null;
}

export interface AuditVerdict extends HandoverImpact {
  auditStatus: 'DONE' | 'FAILED';
  memoryCookieStatus: MemoryCookieStatus;
  /** Why the audit gave no cookie verdict (NOT_AUDITED, MANUAL_REVIEW); null otherwise. */
  failReason: string | null;
  /** Why the status is OTHER; null otherwise. */
  otherReason: string | null;
  moonpullErrors: string[];
  detectedCmp: string | null;
  cookiesWereAccepted: boolean;
  hasAlp: boolean;
  hasAlpPostConsent: boolean;
  hasAlpPostConsentRefresh: boolean;
  hasPostConsentJourney: boolean;
  hasPostConsentRefreshJourney: boolean;
  /** Registrable domain where the journey ended. */
  finalDomain: string | null;
  interstitialNavigated: boolean;
  closedMerchant: boolean;
  /** A first-party cookie set by a response header carries the click id. */
  inferredS2S: boolean;
  aniTruncated: boolean;
  manualReviewRequired: boolean;
  /** The click id the audit looked for in the memory cookie. */
  ani: string | null;
}
