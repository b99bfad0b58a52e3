import type { AuditView } from './audit-view';

export type CmpNameInput = Pick<AuditView, 'detectedCmp' | 'cmpVendor' | 'liteResult'>;

/**
 * The consent platform we know the site uses, best source first: the CMP the classic run
 * detected, then the vendor recorded for the audit, then what the Lite run saw. Null when none.
 */
export function knownCmpName(audit: CmpNameInput): string | null {
  return audit.detectedCmp?.name || audit.cmpVendor || audit.liteResult?.cmp || null;
}
