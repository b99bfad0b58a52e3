import type { AuditRequested } from '@tracklight/contracts';

/** A queued audit is exactly what was requested; the event store keeps the original. */
export type AuditJob = AuditRequested['data'];

export const AUDIT_QUEUE = Symbol('AUDIT_QUEUE');
