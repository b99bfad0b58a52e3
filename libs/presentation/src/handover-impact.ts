import type { AuditView } from './audit-view';
import type { Colour } from './colour';

/** The platform content keys that hold the thresholds; CMS content may store them as text. */
export interface HandoverImpactThresholds {
  handoverImpactThresholdCritical: number | string | null;
  handoverImpactThresholdWarning: number | string | null;
}

export type HandoverImpactValue = number | string | null | undefined;

/**
 * Colour of a handover impact figure. An unset threshold never matches, so missing platform
 * content degrades to primary rather than painting everything red.
 */
export function handoverImpactColour(
  impact: HandoverImpactValue,
  thresholds: HandoverImpactThresholds,
  audit: Pick<AuditView, 'manualReviewRequired'>,
): Colour {
  const value = toFiniteNumber(impact);
  // Under manual review the machine's figure is not trusted, so it is shown as neutral.
  if (value === null || audit.manualReviewRequired) return 'secondary';
  if (atOrAbove(value, thresholds.handoverImpactThresholdCritical)) return 'danger';
  if (atOrAbove(value, thresholds.handoverImpactThresholdWarning)) return 'warning';
  return 'primary';
}

/** Tracking likelihood is the complement of the impact; null when there is no numeric impact. */
export function trackingLikelihood(impact: HandoverImpactValue): number | null {
  const value = toFiniteNumber(impact);
  return value === null ? null : Math.max(0, 100 - value);
}

function atOrAbove(value: number, threshold: HandoverImpactValue): boolean {
  const limit = toFiniteNumber(threshold);
  return limit !== null && value >= limit;
}

function toFiniteNumber(value: HandoverImpactValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}
