// The audit as the presentation rules read it: a structural subset of the spec's Audit entity
// (section 3), with the spec's field names. The server's read models and the UI's GraphQL results
// are mapped onto this shape, so every key is required (a forgotten mapping fails to compile) and
// absence is spelled null. Each rule takes a Pick of only the fields it reads.
import type { MemoryCookieStatus } from './memory-cookie-statuses';
import type { Timestamp } from './timestamp';

/** DONE and FAILED are the statuses the rules distinguish; the runner has others while in flight. */
export type AuditStatus = 'DONE' | 'FAILED' | (string & {});

export interface MoonpullErrorView {
  /** Dotted id such as '5.4' or '10.1.1' (see audit-errors.ts). */
  moonpullErrorId: string;
}

export interface WhitelistRequestView {
  whitelistActive: boolean | null;
  whitelistSent: boolean | null;
}

/** The audit's advertiser joined with the Advertiser entity fields the badges read. */
export interface AdvertiserView {
  primaryTrackingMethod: string | null;
  trackingMethodNarrative: string | null;
  /** 2 is the default (no bespoke cookie); 4 means the bespoke value is meaningful to show. */
  bespokeCookieValueType: number | string | null;
  bespokeCookieName: string | null;
  bespokeCookieValue: string | null;
  bespokeAni: string | null;
  bespokeMasterTag: string | null;
  cannotAudit: boolean | null;
  cannotAuditReason: string | null;
  whitelistRequest: WhitelistRequestView | null;
}

export interface ProxyDetailsView {
  isResidential: boolean | null;
  country: string | null;
  /** Our own label for a data-centre proxy. */
  moonpullLabel: string | null;
}

export interface BatchLinkView {
  /** An alternative URL visited as the third ('refresh') stage instead of reloading the ALP. */
  postAlpURL: string | null;
  skipConsent: boolean | null;
  /** Browser launch flags, separated by ';;'. */
  puppeteerFlags: string | null;
}

export interface LiteResultView {
  error: { stack: string | null } | null;
  cmp: string | null;
}

export type EnhancedStatusSource = 'LOCAL_PROCESSING' | 'WEB_UNLOCKER' | (string & {});

export interface EnhancedMemoryCookieStatusView {
  source: EnhancedStatusSource;
  status: MemoryCookieStatus;
  updatedAt: Timestamp | null;
}

export interface InjectedResultView {
  template: { readableStatus: string; readablePublisherType: string | null };
}

export interface SiteAppAssociationsView {
  /** The association file as found on the site, in whatever shape it was stored; null if absent. */
  appleAppSiteAssociation: unknown;
  androidAppSiteAssociation: unknown;
}

export interface ComparisonAuditView {
  memoryCookieStatus: MemoryCookieStatus | null;
}

export interface AuditView {
  status: AuditStatus;
  memoryCookieStatus: MemoryCookieStatus | null;
  hasAlp: boolean | null;
  auditedAt: Timestamp | null;
  /** The identified network's name; the literal text 'null' when none could be identified. */
  network: string | null;
  userDefinedNetwork: string | null;
  proxy: string | null;
  moonpullErrors: readonly MoonpullErrorView[];
  closedMerchant: boolean | null;
  manualReviewRequired: boolean | null;
  inferredS2S: boolean | null;
  aniTruncated: boolean | null;
  interstitialNavigated: boolean | null;
  isRetry: boolean | null;
  useDataCentre: boolean | null;
  webUnlockerRequestId: string | null;
  detectedCmp: { name: string | null } | null;
  cmpVendor: string | null;
  liteResult: LiteResultView | null;
  proxyDetails: ProxyDetailsView | null;
  batchLink: BatchLinkView | null;
  advertiser: AdvertiserView | null;
  csvOverrideCookieType: string | null;
  csvOverrideCookieName: string | null;
  csvOverrideCookieValue: string | null;
  csvOverrideAni: string | null;
  csvOverrideMasterTag: string | null;
  enhancedMemoryCookieStatuses: readonly EnhancedMemoryCookieStatusView[];
  injectedResult: InjectedResultView | null;
  siteAppAssociations: SiteAppAssociationsView | null;
  previousComparisonAudit: ComparisonAuditView | null;
  nextComparisonAudit: ComparisonAuditView | null;
}
