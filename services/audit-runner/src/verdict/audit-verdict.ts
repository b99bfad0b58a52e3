// What the evaluation concludes about one audit: the spec's Audit fields that follow from the
// evidence (section 3), recomputable at any time from stored evidence.
import type { AuditEvidence, AuditOptions } from '../evidence/audit-evidence';
import type { NetworkDefinition } from '@tracklight/networks';
import type { MemoryCookieStatus } from '@tracklight/presentation';

/** The advertiser record's settings that change the verdict (spec section 3, Advertiser). */
export interface AdvertiserSettings {
  cannotAudit: boolean;
  cannotAuditReason?: string | null;
  /** The network's id for the advertiser, used when the click URL carries none. */
  advertiserId?: string | null;
  /** 1 (ANI) and 3 (wildcard) as for a link's cookieType; other types keep the network's rules. */
  bespokeCookieValueType?: number | null;
  bespokeCookieName?: string | null;
  bespokeAni?: string | null;
  bespokeMasterTag?: string | null;
}

/** Platform content: the share of visitors who accept the banner, and who then view another page. */
export interface ContentRates {
  acceptRate: number;
  navigateRate: number;
}

export const DEFAULT_CONTENT_RATES: ContentRates = { acceptRate: 60, navigateRate: 50 };

export interface AuditEvaluationInput {
  evidence: AuditEvidence;
  options: AuditOptions;
  /** Null when the link's network is not recognised. */
  network: NetworkDefinition | null;
  advertiser?: AdvertiserSettings | null;
  rates?: Partial<ContentRates>;
}

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
