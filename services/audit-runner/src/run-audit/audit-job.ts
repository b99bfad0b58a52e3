import type { AuditRequested } from '@tracklight/contracts';

/** A queued audit is exactly what was requested; the event store keeps the original. */
export type AuditJob = AuditRequested['data'];

export const AUDIT_QUEUE = Symbol('AUDIT_QUEUE');

/** Companies take turns within a queue (decision 0060); audits asked for without a company share one turn. */
export const companyOf = (job: AuditJob): string => job.companyId ?? '';
