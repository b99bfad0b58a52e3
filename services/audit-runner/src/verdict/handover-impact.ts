import type { MemoryCookieStatus } from '@tracklight/presentation';
import type { ContentRates, HandoverImpact } from './audit-verdict';

/**
 * Share of clicks expected to lose tracking at the handover to the advertiser, overall and among
 * visitors who accept the banner (and then view another page). A cookie that waits for consent is
 * lost for everyone who declines; one that waits for the next page too, also for everyone who
 * accepts and leaves.
 */
export function handoverImpact(status: MemoryCookieStatus, rates: ContentRates): HandoverImpact {
  switch (status) {
    case 'IMMEDIATE':
      return impact(0, 0, 0);
    case 'CONDITIONAL_ON_CMP':
      return impact(100 - rates.acceptRate, 0, 0);
    case 'CONDITIONAL_ON_CMP_AND_REFRESH':
      return impact(
        100 - (rates.acceptRate * rates.navigateRate) / 100,
        100 - rates.navigateRate,
        0,
      );
    case 'NO_MEMORY_COOKIE':
      return impact(100, 100, 100);
    default:
      return impact(null, null, null);
  }
}

function impact(
  all: number | null,
  postConsent: number | null,
  postConsentRefresh: number | null,
): HandoverImpact {
  return {
    handoverImpact: all,
    handoverImpactPostConsent: postConsent,
    handoverImpactPostConsentRefresh: postConsentRefresh,
  };
}
