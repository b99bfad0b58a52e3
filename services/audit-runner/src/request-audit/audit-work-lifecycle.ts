import { AUDIT_FINISHED_TYPES, isAuditRequested } from '@tracklight/contracts';
import type { WorkLifecycle } from '@tracklight/jobs';

/** Audits are requested on batch streams and finish on their own streams, either way. */
export const AUDIT_WORK_LIFECYCLE: WorkLifecycle = {
  requested: (event) => {
    if (!isAuditRequested(event)) return null;
    const { data } = event;
    return { id: data.auditId, queue: data.queue, data };
  },
  finished: (event) =>
    (AUDIT_FINISHED_TYPES as readonly string[]).includes(event.type) ? String(event.data.auditId) : null,
};
