import {
  auditBadges,
  auditFinishedFlag,
  auditMemoryCookieStatus,
  cookieStatusLetters,
  displayStatus,
  verdictSentence,
  handoverImpactColour,
  errorMeaning,
  isMemoryCookieStatus,
  memoryCookieComparison,
  memoryCookieStatusText,
  type AuditView,
  type EnhancedMemoryCookieStatusView,
  type BadgeViewer,
  type HandoverImpactThresholds,
  type MemoryCookieStatus,
} from '@tracklight/presentation';
import type { AuditEvidence } from '@tracklight/contracts';
import type { AuditEntity } from './audit.entity';
import type { EnhancedStatusRow } from './enhanced-status-row';
import { liteScreenshotsOf, type LiteSummary } from './lite-results/lite-status';
import { ENHANCED_STATUS_SOURCES } from '@tracklight/cms-catalogue';
import type { ErrorCatalogue } from '../cms-content/error-catalogue';
import type { AuditComparisonView, AuditGqlView, MoonpullErrorGqlView } from './audit.views';

/** What the queries join onto an audit row: its advertiser (cms) and its comparison neighbours. */
export interface AuditAdvertiserRow {
  id: string;
  name: string | null;
  domain: string | null;
  cannotAudit: boolean | null;
  cannotAuditReason: string | null;
  /** The advertiser's CMS settings that show as badges (spec section 4). */
  publicComment: string | null;
  primaryTrackingMethod: string | null;
  trackingMethodNarrative: string | null;
  bespokeCookieValueType: string | null;
  bespokeCookieName: string | null;
  bespokeCookieValue: string | null;
  bespokeAni: string | null;
  bespokeMasterTag: string | null;
}

/** The CMS's guided result for the audit (reporting.cms_content), the latest if several. */
export interface GuidedResultRow {
  readableStatus: string;
  readablePublisherType: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface AuditRow extends Omit<AuditEntity, 'evidence' | 'liteResult' | 'residentialRetry'> {
  liteResult: LiteSummary | null;
  /** Why the data-centre run was retried residentially; null when it was not. */
  residentialRetryReason: string | null;
  /** The detected CMP's name in the CMS (null: unknown or deleted there, so the rule name shows). */
  cmpName: string | null;
  /** The advertiser's whitelisting request (reporting's copy), for the whitelist badges. */
  whitelistRequest: {
    id: string;
    whitelistSent: boolean | null;
    whitelistActive: boolean | null;
  } | null;
  /** Lists leave the evidence out; only the proxy it records is needed for them. */
  evidenceProxy: AuditEvidence['proxy'] | null;
  advertiserRow: AuditAdvertiserRow | null;
  previous: ComparisonRow | null;
  next: ComparisonRow | null;
  guidedResult: GuidedResultRow | null;
  enhancedStatuses: EnhancedStatusRow[];
}

export interface ComparisonRow {
  id: string;
  auditedAt: Date | null;
  memoryCookieStatus: string | null;
  isChangedFromComparison: boolean | null;
}

const status = (value: string | null): MemoryCookieStatus | null =>
  value !== null && isMemoryCookieStatus(value) ? value : null;

/** The enhanced statuses whose status the product knows (a later value would be shown raw otherwise). */
const enhancedStatusesOf = (rows: readonly EnhancedStatusRow[]): (EnhancedMemoryCookieStatusView & { row: EnhancedStatusRow })[] =>
  rows.flatMap((row) => (isMemoryCookieStatus(row.status) ? [{ source: row.source, status: row.status, updatedAt: row.updatedAt, row }] : []));

const SOURCE_NAMES: Record<string, string> = Object.fromEntries(ENHANCED_STATUS_SOURCES.map(({ id, name }) => [id, name]));

/**
 * The audit's errors as this viewer may see them, with the CMS's text (errorMeaning for an id the
 * CMS does not hold): staff-only errors are left out for everyone but the provider's staff.
 */
export const visibleErrors = (ids: readonly string[], catalogue: ErrorCatalogue, staff: boolean): MoonpullErrorGqlView[] =>
  ids.flatMap((id) => {
    const setting = catalogue.get(id);
    if (setting?.moonpullOnly && !staff) return [];
    return [{ moonpullErrorId: id, description: setting?.description ?? errorMeaning(id), hideFromDownload: setting?.hideFromDownload ?? false }];
  });

const optionText = (options: Record<string, unknown>, key: string): string | null => {
  const value = options[key];
  return typeof value === 'string' && value !== '' ? value : null;
};

/** The Lite result as the presentation reads it: the error's stack (its message when nothing was thrown). */
const liteView = (lite: LiteSummary | null): AuditView['liteResult'] =>
  lite && { cmp: lite.cmp, error: lite.error && { stack: lite.error.stack ?? lite.error.message } };

/** The audit in the shape libs/presentation reads; fields no event carries yet are null. */
export function toAuditView(row: AuditRow): AuditView {
  const verdict = row.verdict;
  const options = row.options;
  const proxy = row.evidenceProxy;
  return {
    status: row.status,
    memoryCookieStatus: status(row.memoryCookieStatus),
    hasAlp: verdict?.hasAlp ?? null,
    auditedAt: row.auditedAt,
    // The presentation reads the literal 'null' as "no network could be identified".
    network: row.status === 'DONE' || row.status === 'FAILED' ? (row.networkName ?? 'null') : null,
    userDefinedNetwork: options.userDefinedNetwork,
    proxy: optionText(options, 'proxy'),
    moonpullErrors: row.moonpullErrors.map((moonpullErrorId) => ({ moonpullErrorId })),
    closedMerchant: verdict?.closedMerchant ?? null,
    manualReviewRequired: verdict?.manualReviewRequired ?? null,
    inferredS2S: verdict?.inferredS2S ?? null,
    aniTruncated: verdict?.aniTruncated ?? null,
    interstitialNavigated: verdict?.interstitialNavigated ?? null,
    isRetry: row.isRetry,
    useDataCentre: null,
    webUnlockerRequestId: row.liteResult?.requestId ?? null,
    detectedCmp: row.detectedCmp ? { name: row.cmpName ?? row.detectedCmp } : null,
    cmpVendor: null,
    liteResult: liteView(row.liteResult),
    proxyDetails: proxy
      ? { isResidential: proxy.isResidential, country: proxy.country, moonpullLabel: proxy.label }
      : null,
    batchLink: {
      postAlpURL: options.postAlpUrl,
      skipConsent: options.skipConsent,
      puppeteerFlags: options.chromiumFlags,
    },
    advertiser:
      row.advertiserRow || row.whitelistRequest
        ? {
            primaryTrackingMethod: row.advertiserRow?.primaryTrackingMethod ?? null,
            trackingMethodNarrative: row.advertiserRow?.trackingMethodNarrative ?? null,
            bespokeCookieValueType: row.advertiserRow?.bespokeCookieValueType ?? null,
            bespokeCookieName: row.advertiserRow?.bespokeCookieName ?? null,
            bespokeCookieValue: row.advertiserRow?.bespokeCookieValue ?? null,
            bespokeAni: row.advertiserRow?.bespokeAni ?? null,
            bespokeMasterTag: row.advertiserRow?.bespokeMasterTag ?? null,
            cannotAudit: row.advertiserRow?.cannotAudit ?? null,
            cannotAuditReason: row.advertiserRow?.cannotAuditReason ?? null,
            whitelistRequest: row.whitelistRequest,
          }
        : null,
    csvOverrideCookieType: options.cookieType === 'none' ? null : options.cookieType,
    csvOverrideCookieName: options.cookieName,
    csvOverrideCookieValue: options.cookieValue,
    csvOverrideAni: options.customAni,
    csvOverrideMasterTag: options.customMasterTag,
    enhancedMemoryCookieStatuses: enhancedStatusesOf(row.enhancedStatuses).map(({ source, status, updatedAt }) => ({ source, status, updatedAt })),
    injectedResult: row.guidedResult
      ? { template: { readableStatus: row.guidedResult.readableStatus, readablePublisherType: row.guidedResult.readablePublisherType } }
      : null,
    siteAppAssociations: row.siteAppAssociations,
    previousComparisonAudit: row.previous
      ? { memoryCookieStatus: status(row.previous.memoryCookieStatus) }
      : null,
    nextComparisonAudit: row.next
      ? { memoryCookieStatus: status(row.next.memoryCookieStatus) }
      : null,
  };
}

const comparison = (row: ComparisonRow | null): AuditComparisonView | null =>
  row && {
    id: row.id,
    auditedAt: row.auditedAt,
    memoryCookieStatus: row.memoryCookieStatus,
    isChangedFromComparison: row.isChangedFromComparison,
  };

/**
 * The GraphQL (and REST) audit for one viewer: staff-only fields are blanked for the others.
 * Handover impacts are coloured by the thresholds the platform content holds when it is read.
 */
export function presentAudit(
  row: AuditRow,
  viewer: BadgeViewer,
  thresholds: HandoverImpactThresholds,
  now = new Date(),
  errors: ErrorCatalogue = new Map(),
): AuditGqlView {
  const view = toAuditView(row);
  const verdict = row.verdict;
  const impactColour = (impact: number | null | undefined) =>
    handoverImpactColour(impact, thresholds, view);
  const own = auditMemoryCookieStatus(view);
  const shown = displayStatus(view, now);
  const staff = viewer.isSuperAdmin;
  return {
    id: row.id,
    oldMongoId: row.oldMongoId,
    batchId: row.batchId,
    batch: { id: row.batchId, name: row.batchName },
    companyId: row.companyId,
    requestedBy: row.requestedBy,
    status: row.status,
    finished: auditFinishedFlag(row.status),
    queue: row.queue,
    link: row.link,
    name: row.name,
    proxy: view.proxy,
    placement: row.placement,
    tags: row.tags,
    userDefinedNetwork: row.options.userDefinedNetwork,
    userDefinedMerchant: optionText(row.options, 'userDefinedMerchant'),
    countryCode: row.countryCode,
    detectedCmpId: row.detectedCmp,
    detectedCmp: view.detectedCmp,
    cmpVendor: null,
    failReason: row.failReason,
    otherReason: verdict?.otherReason ?? null,
    auditTime: row.auditTimeMs,
    requestedAt: row.requestedAt,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    auditedAt: row.auditedAt,
    network: row.networkId
      ? { id: row.networkId, name: row.networkName ?? row.networkId, version: row.networkVersion }
      : null,
    advertiser: row.advertiserRow
      ? {
          id: row.advertiserRow.id,
          name: row.advertiserRow.name,
          domain: row.advertiserRow.domain,
          cannotAudit: row.advertiserRow.cannotAudit,
          cannotAuditReason: row.advertiserRow.cannotAuditReason,
          publicComment: row.advertiserRow.publicComment,
          whitelistRequest: row.whitelistRequest,
        }
      : row.advertiserId
        ? {
            id: row.advertiserId,
            name: null,
            domain: null,
            cannotAudit: null,
            cannotAuditReason: null,
            publicComment: null,
            whitelistRequest: row.whitelistRequest,
          }
        : null,
    advertiserSnapshot: null,
    inferredNetworkVariables: null,
    moonpullErrors: visibleErrors(row.moonpullErrors, errors, staff),
    cookiesWereAccepted: verdict?.cookiesWereAccepted ?? null,
    handoverImpact: verdict?.handoverImpact ?? null,
    handoverImpactPostConsent: verdict?.handoverImpactPostConsent ?? null,
    handoverImpactPostConsentRefresh: verdict?.handoverImpactPostConsentRefresh ?? null,
    handoverImpactColour: impactColour(verdict?.handoverImpact),
    handoverImpactPostConsentColour: impactColour(verdict?.handoverImpactPostConsent),
    handoverImpactPostConsentRefreshColour: impactColour(verdict?.handoverImpactPostConsentRefresh),
    hasPostConsentJourney: verdict?.hasPostConsentJourney ?? null,
    hasPostConsentRefreshJourney: verdict?.hasPostConsentRefreshJourney ?? null,
    closedMerchant: view.closedMerchant,
    outdated: null,
    inferredS2S: view.inferredS2S,
    finalDomain: row.finalDomain,
    csvOverrideCookieType: view.csvOverrideCookieType,
    csvOverrideCookieName: view.csvOverrideCookieName,
    csvOverrideCookieValue: view.csvOverrideCookieValue,
    csvOverrideAni: view.csvOverrideAni,
    csvOverrideMasterTag: staff ? view.csvOverrideMasterTag : null,
    aniTruncated: view.aniTruncated,
    interstitialNavigated: view.interstitialNavigated,
    noAccess: null,
    proxyDetails: view.proxyDetails,
    webUnlockerRequestId: staff ? view.webUnlockerRequestId : null,
    liteResult: row.liteResult && {
      cmp: row.liteResult.cmp,
      error: row.liteResult.error,
      source: row.liteResult.source,
      sourceVerbiage: SOURCE_NAMES[row.liteResult.source] ?? null,
      trigger: row.liteResult.trigger,
      memoryCookieStatus: row.liteResult.memoryCookieStatus,
      memoryCookieStatusReadable: row.liteResult.memoryCookieStatus
        ? memoryCookieStatusText(row.liteResult.memoryCookieStatus, { hasPostAlpUrl: Boolean(view.batchLink?.postAlpURL) })
        : null,
      screenshots: liteScreenshotsOf(row.liteResult),
      finishedAt: new Date(row.liteResult.finishedAt),
    },
    residentialRetryReason: staff ? row.residentialRetryReason : null,
    manualReviewRequired: view.manualReviewRequired,
    hasAlp: view.hasAlp,
    hasAlpPostConsent: verdict?.hasAlpPostConsent ?? null,
    hasAlpPostConsentRefresh: verdict?.hasAlpPostConsentRefresh ?? null,
    isRetry: row.isRetry,
    useDataCentre: null,
    batchLink: {
      postAlpURL: view.batchLink?.postAlpURL ?? null,
      skipConsent: view.batchLink?.skipConsent ?? null,
      puppeteerFlags: staff ? (view.batchLink?.puppeteerFlags ?? null) : null,
    },
    isChangedFromComparison: row.isChangedFromComparison,
    previousComparisonAudit: comparison(row.previous),
    nextComparisonAudit: comparison(row.next),
    memoryCookieComparison: memoryCookieComparison(view),
    memoryCookieStatus: row.memoryCookieStatus,
    memoryCookieStatusReadable: own.text,
    memoryCookieStatusColour: own.colour,
    verdictSentence: verdictSentence({ ...view, networkName: row.networkId ? (row.networkName ?? row.networkId) : null }, now),
    displayStatus:
      shown.kind === 'badge'
        ? { kind: shown.kind, text: shown.text, colour: shown.colour, icon: shown.icon ?? null }
        : { kind: shown.kind, text: null, colour: null, icon: null },
    badges: auditBadges(view, viewer).map((badge) => ({
      key: badge.key,
      label: badge.label,
      colour: badge.colour ?? null,
      superAdminOnly: badge.superAdminOnly === true,
      detail: badge.detail ?? null,
    })),
    cookieStatusLetters: cookieStatusLetters(view),
    screenshots: row.screenshots,
    enhancedMemoryCookieStatuses: enhancedStatusesOf(row.enhancedStatuses).map(({ row: status }) => ({
      id: status.id,
      source: status.source,
      sourceVerbiage: SOURCE_NAMES[status.source] ?? null,
      status: status.status,
      statusReadable: memoryCookieStatusText(status.status as MemoryCookieStatus, { hasPostAlpUrl: Boolean(view.batchLink?.postAlpURL) }),
      comment: status.comment,
      updatedAt: new Date(status.updatedAt),
    })),
    injectedResult: row.guidedResult
      ? {
          template: { readableStatus: row.guidedResult.readableStatus, readablePublisherType: row.guidedResult.readablePublisherType },
          createdAt: new Date(row.guidedResult.createdAt),
          updatedAt: new Date(row.guidedResult.updatedAt),
        }
      : null,
    // Only for users with the appAssociations access right (spec section 4).
    siteAppAssociations: viewer.hasAppAssociationsAccess ? row.siteAppAssociations : null,
    assessmentStatus: null,
    assignedTo: row.assignedToId
      ? { id: row.assignedToId, name: row.assignedToName, email: row.assignedToEmail }
      : null,
    assignmentResolved: row.assignmentResolved,
    comment: row.comment,
    moonpullComment: staff ? row.moonpullComment : null,
  };
}
