// What the evaluation concludes about one audit: the spec's Audit fields that follow from the
// evidence (section 3), recomputable at any time from stored evidence.
import type { AuditEvidence, AuditOptions } from '@tracklight/contracts';
import type { NetworkDefinition, SuccessCriteria } from '@tracklight/networks';

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
  /**
   * The network's success criteria as the CMS holds them (edited there, or derived from the
   * definition); absent, they are derived from `network` (buildSuccessCriteria).
   */
  successCriteria?: SuccessCriteria | null;
  advertiser?: AdvertiserSettings | null;
  rates?: Partial<ContentRates>;
}

export type { AuditVerdict, HandoverImpact } from '@tracklight/contracts';
