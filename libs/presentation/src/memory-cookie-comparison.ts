import type { AuditView, ComparisonAuditView } from './audit-view';
import { MEMORY_COOKIE_COMPARISON_LABELS as LABELS } from './constants';

export interface MemoryCookieComparison {
  previous: string;
  next: string;
}

/**
 * How the audit's memory cookie status compares with the previous and the next run of the same
 * link. Compared on the statuses themselves so the UI and the reports cannot disagree.
 */
export function memoryCookieComparison(
  audit: Pick<AuditView, 'memoryCookieStatus' | 'previousComparisonAudit' | 'nextComparisonAudit'>,
): MemoryCookieComparison {
  const against = (other: ComparisonAuditView) =>
    other.memoryCookieStatus === audit.memoryCookieStatus ? LABELS.same : LABELS.different;
  return {
    previous: audit.previousComparisonAudit
      ? against(audit.previousComparisonAudit)
      : LABELS.noPrevious,
    next: audit.nextComparisonAudit ? against(audit.nextComparisonAudit) : LABELS.noNext,
  };
}
