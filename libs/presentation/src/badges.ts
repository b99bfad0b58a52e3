import { ERROR_IDS, hasError } from './audit-errors';
import type { AuditView } from './audit-view';
import { knownCmpName } from './cmp-name';
import type { Colour } from './colour';
import { UNSUPPORTED_NETWORKS } from './constants';

export interface Badge {
  /** Stable per rule, for React keys and for the UI to attach behaviour (e.g. the Lite Error modal). */
  key: string;
  label: string;
  colour?: Colour;
  /** Set on badges only super admins are shown, so the UI can style staff-only information. */
  superAdminOnly?: true;
  /** What the badge reveals on demand: the Lite error stack, or the alternative refresh-stage URL. */
  detail?: string;
}

export interface BadgeViewer {
  isSuperAdmin: boolean;
  /** The appAssociations access right, resolved by the caller from grants and access control. */
  hasAppAssociationsAccess: boolean;
}

type BadgeRule = (audit: AuditView, viewer: BadgeViewer) => Badge | readonly Badge[] | null;

/** Bespoke cookie value type 2 is the default and means "no bespoke cookie". */
const DEFAULT_COOKIE_VALUE_TYPE = '2';
/** Only for this type is the configured cookie value itself worth showing. */
const COOKIE_VALUE_TYPE_WITH_VALUE = '4';

/** The badge strip of an audit, in display order, already filtered for the viewer. */
export function auditBadges(audit: AuditView, viewer: BadgeViewer): Badge[] {
  // Nothing else we could say about an unsupported network's audit would be trustworthy.
  if (isUnsupportedNetwork(audit)) {
    return [{ key: 'unsupported-network', label: 'Unsupported Network', colour: 'danger' }];
  }
  return RULES.flatMap((rule) => rule(audit, viewer) ?? []).filter(
    (badge) => !badge.superAdminOnly || viewer.isSuperAdmin,
  );
}

function isUnsupportedNetwork(audit: AuditView): boolean {
  const name = (audit.network ?? audit.userDefinedNetwork ?? '').toLowerCase();
  return (UNSUPPORTED_NETWORKS as readonly string[]).includes(name);
}

const RULES: readonly BadgeRule[] = [
  ({ proxyDetails }) => {
    if (!proxyDetails) return null;
    const { isResidential, country, moonpullLabel } = proxyDetails;
    if (isResidential) return country ? { key: 'proxy', label: `Proxy: ${country}` } : null;
    if (moonpullLabel) return { key: 'proxy', label: `DC: ${moonpullLabel}` };
    return country ? { key: 'proxy', label: `Country: ${country}` } : null;
  },
  ({ webUnlockerRequestId }) =>
    webUnlockerRequestId ? superAdmin({ key: 'lite-used', label: 'Lite Used' }) : null,
  ({ liteResult }) =>
    liteResult?.error
      ? superAdmin({
          key: 'lite-error',
          label: 'Lite Error',
          colour: 'danger',
          ...(liteResult.error.stack ? { detail: liteResult.error.stack } : {}),
        })
      : null,
  ({ useDataCentre, proxyDetails }) =>
    useDataCentre === false && proxyDetails?.country?.toUpperCase() === 'GB'
      ? superAdmin({ key: 'aws', label: 'AWS' })
      : null,
  ({ isRetry, proxyDetails }) =>
    isRetry && proxyDetails?.isResidential
      ? superAdmin({ key: 'auto-residential-retry', label: 'Auto residential retry' })
      : null,
  ({ aniTruncated }) =>
    aniTruncated ? superAdmin({ key: 'ani-truncated', label: 'ANI trunc.' }) : null,
  (audit) =>
    hasError(audit, ERROR_IDS.recaptcha)
      ? superAdmin({ key: 'recaptcha', label: 'Recaptcha', colour: 'warning' })
      : null,
  ({ batchLink }) =>
    (batchLink?.puppeteerFlags ?? '')
      .split(';;')
      .map((flag) => flag.trim())
      .filter((flag) => flag !== '')
      .map((flag) => superAdmin({ key: `puppeteer-flag:${flag}`, label: flag })),
  ({ advertiser }) => {
    const narrative = advertiser?.trackingMethodNarrative || advertiser?.primaryTrackingMethod;
    return narrative ? { key: 'tracking-narrative', label: narrative } : null;
  },
  ({ advertiser }) =>
    advertiser &&
    cookieBadge('bespoke-cookie', 'Bespoke cookie', {
      type: advertiser.bespokeCookieValueType,
      name: advertiser.bespokeCookieName,
      value: advertiser.bespokeCookieValue,
    }),
  (audit) =>
    cookieBadge('user-override-cookie', 'User override cookie', {
      type: audit.csvOverrideCookieType,
      name: audit.csvOverrideCookieName,
      value: audit.csvOverrideCookieValue,
    }),
  ({ advertiser }) => valueBadge('custom-ani', 'Custom ANI', advertiser?.bespokeAni),
  ({ csvOverrideAni }) => valueBadge('user-override-ani', 'User override ANI', csvOverrideAni),
  ({ advertiser }) => valueBadge('custom-tag', 'Custom tag', advertiser?.bespokeMasterTag),
  ({ csvOverrideMasterTag }) =>
    valueBadge('user-override-tag', 'User override tag', csvOverrideMasterTag),
  ({ proxy }) =>
    proxy && proxy.toLowerCase() !== 'none'
      ? { key: 'proxy-name', label: proxy.toUpperCase() }
      : null,
  (audit) =>
    hasError(audit, ERROR_IDS.shopify) ? { key: 'shopify', label: 'Shopify detected' } : null,
  ({ manualReviewRequired, inferredS2S }) =>
    manualReviewRequired && inferredS2S
      ? { key: 'header-cookie-ani', label: 'Header cookie containing ANI' }
      : null,
  ({ interstitialNavigated }) =>
    interstitialNavigated ? { key: 'interstitial', label: 'Interstitial Navigated' } : null,
  (audit) => {
    const cmp = knownCmpName(audit);
    return cmp ? { key: 'cmp', label: `CMP: ${cmp}` } : null;
  },
  (audit) =>
    ERROR_IDS.nonMatchedTag.some((errorId) => hasError(audit, errorId))
      ? { key: 'non-matched-tag', label: 'Non-matched Tag', colour: 'warning' }
      : null,
  ({ batchLink }) =>
    batchLink?.postAlpURL
      ? { key: 'refresh-stage-url', label: 'Refresh stage', detail: batchLink.postAlpURL }
      : null,
  ({ batchLink }) =>
    batchLink?.skipConsent ? { key: 'consent-skipped', label: 'Consent skipped' } : null,
  // Publishers see why an advertiser cannot be audited only once a guided result stands in for it.
  ({ manualReviewRequired, advertiser, injectedResult }, viewer) =>
    manualReviewRequired &&
    advertiser?.cannotAudit &&
    advertiser.cannotAuditReason &&
    (injectedResult || viewer.isSuperAdmin)
      ? { key: 'guided-result-reason', label: `GR: ${advertiser.cannotAuditReason}` }
      : null,
  ({ advertiser }) => {
    const request = advertiser?.whitelistRequest;
    if (!request) return null;
    if (request.whitelistActive) {
      return { key: 'whitelist', label: 'Whitelist Confirmed', colour: 'primary' };
    }
    return request.whitelistSent ? null : { key: 'whitelist', label: 'Whitelist Requested' };
  },
  ({ siteAppAssociations }, viewer) => {
    if (!siteAppAssociations || !viewer.hasAppAssociationsAccess) return null;
    const badges: Badge[] = [];
    if (siteAppAssociations.appleAppSiteAssociation) {
      badges.push({ key: 'apple-app-association', label: 'Apple app site association found' });
    }
    if (siteAppAssociations.androidAppSiteAssociation) {
      badges.push({ key: 'android-app-association', label: 'Android app site association found' });
    }
    return badges;
  },
];

function superAdmin(badge: Omit<Badge, 'superAdminOnly'>): Badge {
  return { ...badge, superAdminOnly: true };
}

/**
 * The advertiser's bespoke cookie and the user's per-link override follow the same rule: shown
 * when a type other than the default is set, with the value only for the type that carries one.
 */
function cookieBadge(
  key: string,
  prefix: string,
  cookie: { type: number | string | null; name: string | null; value: string | null },
): Badge | null {
  const type = cookie.type === null ? '' : String(cookie.type).trim();
  if (type === '' || type.toLowerCase() === 'none' || type === DEFAULT_COOKIE_VALUE_TYPE) {
    return null;
  }
  const name = cookie.name ?? '';
  const shown =
    type === COOKIE_VALUE_TYPE_WITH_VALUE && cookie.value ? `${name}=${cookie.value}` : name;
  return { key, label: shown ? `${prefix}: ${shown}` : prefix };
}

function valueBadge(key: string, prefix: string, value: string | null | undefined): Badge | null {
  return value ? { key, label: `${prefix}: ${value}` } : null;
}
