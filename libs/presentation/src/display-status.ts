import type { AdvertiserView, AuditView, EnhancedMemoryCookieStatusView } from './audit-view';
import type { Colour } from './colour';
import {
  auditMemoryCookieStatus,
  memoryCookieStatusColour,
  memoryCookieStatusText,
  type AuditMemoryCookieStatusInput,
} from './memory-cookie-status';
import type { MemoryCookieStatus } from './memory-cookie-statuses';
import { toDate, type Timestamp } from './timestamp';

/** Which icon marks a status that a later pass (local re-processing or the web unlocker) decided. */
export type EnhancedStatusIcon = 'local-processing' | 'web-unlocker';

export type DisplayStatus =
  | { kind: 'tracking-matrix' }
  | { kind: 'badge'; text: string; colour: Colour; icon?: EnhancedStatusIcon };

export type DisplayStatusInput = AuditMemoryCookieStatusInput &
  Pick<
    AuditView,
    | 'auditedAt'
    | 'closedMerchant'
    | 'manualReviewRequired'
    | 'network'
    | 'injectedResult'
    | 'enhancedMemoryCookieStatuses'
  > & { advertiser: Pick<AdvertiserView, 'cannotAudit'> | null };

/** How a guided result reads in place of the status (spec section 4: 'Guide: ...'). */
export const GUIDE_PREFIX = 'Guide: ';

/** Whether a displayed status is the provider's own word on the audit: a guided result or an enhanced status. */
export const isProviderStatus = (shown: { text: string | null; icon?: string | null }): boolean =>
  Boolean(shown.icon) || Boolean(shown.text?.startsWith(GUIDE_PREFIX));

const ICONS: Partial<Record<string, EnhancedStatusIcon>> = {
  LOCAL_PROCESSING: 'local-processing',
  WEB_UNLOCKER: 'web-unlocker',
};

/**
 * Which display rule decides an audit's status (spec section 4, display precedence). Old audits
 * get the tracking matrix instead of a badge; otherwise the first matching rule wins: closed,
 * guided result, manual review (advertiser setting, then plain), unidentified network, latest
 * enhanced status, the audit's own status. The status cell and the verdict sentence both read it.
 */
export type StatusRule =
  | { kind: 'tracking-matrix' }
  | { kind: 'closed' }
  | { kind: 'guided'; readableStatus: string }
  | { kind: 'manual-review'; advertiserSetting: boolean }
  | { kind: 'unidentified-network' }
  | { kind: 'status'; status: MemoryCookieStatus; hasPostAlpUrl: boolean; source?: string };

export function statusRule(audit: DisplayStatusInput, now: Date): StatusRule {
  if (audit.auditedAt !== null && isOlderThanThreeMonths(audit.auditedAt, now)) return { kind: 'tracking-matrix' };
  if (audit.closedMerchant) return { kind: 'closed' };
  // The guided result is the provider's verdict on an audit the machine could not settle, so it
  // must win over the manual-review flags that caused it to be written.
  if (audit.injectedResult) return { kind: 'guided', readableStatus: audit.injectedResult.template.readableStatus };
  if (audit.manualReviewRequired) return { kind: 'manual-review', advertiserSetting: Boolean(audit.advertiser?.cannotAudit) };
  if (audit.network === 'null') return { kind: 'unidentified-network' };
  const hasPostAlpUrl = Boolean(audit.batchLink?.postAlpURL);
  const enhanced = latestEnhancedStatus(audit.enhancedMemoryCookieStatuses);
  if (enhanced) return { kind: 'status', status: enhanced.status, hasPostAlpUrl, source: enhanced.source };
  return { kind: 'status', status: auditMemoryCookieStatus(audit).status, hasPostAlpUrl };
}

/** What the status cell of an audit shows: the badge of the rule that decides it. */
export function displayStatus(audit: DisplayStatusInput, now: Date): DisplayStatus {
  const rule = statusRule(audit, now);
  switch (rule.kind) {
    case 'tracking-matrix':
      return rule;
    case 'closed':
      return badge('Closed', memoryCookieStatusColour('CLOSED_ADVERTISER'));
    case 'guided':
      return badge(`${GUIDE_PREFIX}${rule.readableStatus}`, 'secondary');
    case 'manual-review':
      return badge(rule.advertiserSetting ? 'MR (Advertiser setting)' : memoryCookieStatusText('MANUAL_REVIEW'), memoryCookieStatusColour('MANUAL_REVIEW'));
    case 'unidentified-network':
      return badge('Null', 'secondary');
    case 'status':
      return badge(
        memoryCookieStatusText(rule.status, { hasPostAlpUrl: rule.hasPostAlpUrl }),
        memoryCookieStatusColour(rule.status),
        rule.source ? ICONS[rule.source] : undefined,
      );
  }
}

/** Calendar months in UTC; a day past the end of the shorter month clamps to its last day. */
export function isOlderThanThreeMonths(auditedAt: Timestamp, now: Date): boolean {
  const audited = toDate(auditedAt);
  if (!audited) return false;
  return audited.getTime() < threeMonthsBefore(now);
}

// The cutoff of the last `now` asked about: a report presents each of its audits against one
// `now`, and working the calendar out again for each of 100,000 audits was a tenth of presenting.
let lastCutoff = { now: Number.NaN, cutoff: 0 };

function threeMonthsBefore(now: Date): number {
  if (lastCutoff.now === now.getTime()) return lastCutoff.cutoff;
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - 3;
  const lastDayOfTargetMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const cutoff = Date.UTC(
    year,
    month,
    Math.min(now.getUTCDate(), lastDayOfTargetMonth),
    now.getUTCHours(),
    now.getUTCMinutes(),
    now.getUTCSeconds(),
    now.getUTCMilliseconds(),
  );
  lastCutoff = { now: now.getTime(), cutoff };
  return cutoff;
}

function badge(text: string, colour: Colour, icon?: EnhancedStatusIcon): DisplayStatus {
  return icon ? { kind: 'badge', text, colour, icon } : { kind: 'badge', text, colour };
}

/** Statuses without a timestamp count as oldest; among equals the later entry wins. */
function latestEnhancedStatus(
  statuses: readonly EnhancedMemoryCookieStatusView[],
): EnhancedMemoryCookieStatusView | null {
  let latest: EnhancedMemoryCookieStatusView | null = null;
  let latestTime = -Infinity;
  for (const status of statuses) {
    const time = timeOf(status.updatedAt);
    if (latest === null || time >= latestTime) {
      latest = status;
      latestTime = time;
    }
  }
  return latest;
}

function timeOf(value: Timestamp | null): number {
  const date = value === null ? null : toDate(value);
  return date ? date.getTime() : -Infinity;
}
