import type { AuditStatus } from './audit-view';

/** Only DONE counts as finished: FAILED and every in-flight status are reported as not finished. */
export function auditFinishedFlag(status: AuditStatus): 'Y' | 'N' {
  return status === 'DONE' ? 'Y' : 'N';
}
