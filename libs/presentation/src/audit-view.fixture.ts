// Test data only (not exported from the index): a plain, finished audit that triggers no rule, so
// each spec sets just the fields its rule is about.
import type { AdvertiserView, AuditView } from './audit-view';

export function anAdvertiser(overrides: Partial<AdvertiserView> = {}): AdvertiserView {
  return {
    primaryTrackingMethod: null,
    trackingMethodNarrative: null,
    bespokeCookieValueType: null,
    bespokeCookieName: null,
    bespokeCookieValue: null,
    bespokeAni: null,
    bespokeMasterTag: null,
    cannotAudit: false,
    cannotAuditReason: null,
    whitelistRequest: null,
    ...overrides,
  };
}

export function anAudit(overrides: Partial<AuditView> = {}): AuditView {
  return {
    status: 'DONE',
    memoryCookieStatus: 'IMMEDIATE',
    hasAlp: true,
    auditedAt: '2025-06-01T12:00:00.000Z',
    network: 'Awin',
    userDefinedNetwork: 'Awin',
    proxy: null,
    moonpullErrors: [],
    closedMerchant: false,
    manualReviewRequired: false,
    inferredS2S: false,
    aniTruncated: false,
    interstitialNavigated: false,
    isRetry: false,
    useDataCentre: true,
    webUnlockerRequestId: null,
    detectedCmp: null,
    cmpVendor: null,
    liteResult: null,
    proxyDetails: null,
    batchLink: null,
    advertiser: anAdvertiser(),
    csvOverrideCookieType: null,
    csvOverrideCookieName: null,
    csvOverrideCookieValue: null,
    csvOverrideAni: null,
    csvOverrideMasterTag: null,
    enhancedMemoryCookieStatuses: [],
    injectedResult: null,
    siteAppAssociations: null,
    previousComparisonAudit: null,
    nextComparisonAudit: null,
    ...overrides,
  };
}

export function withErrors(...ids: string[]): Pick<AuditView, 'moonpullErrors'> {
  return { moonpullErrors: ids.map((moonpullErrorId) => ({ moonpullErrorId })) };
}
