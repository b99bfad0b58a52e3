import { eventGuard } from './event-guard';
// `auditassignment-<auditId>`, owned by reporting (docs/streams.md): who looks after an audited
// link (spec section 3, Audit.assignedTo) and whether they are done with it. The batches service
// reads these for its list's counts (resolvedCount, outstandingCount, assignedToMeCount).

export interface AuditAssigned {
  type: 'AuditAssigned';
  data: { auditId: string; batchId: string; assignee: { id: string; name: string; email: string }; comment: string | null };
}

export interface AuditUnassigned {
  type: 'AuditUnassigned';
  data: { auditId: string; batchId: string };
}

/** The assignee is done with the link (resolved: true), or takes it up again (false). */
export interface AuditAssignmentResolved {
  type: 'AuditAssignmentResolved';
  data: { auditId: string; batchId: string; resolved: boolean };
}

export type AuditAssignmentEvent = AuditAssigned | AuditUnassigned | AuditAssignmentResolved;

export const AUDIT_ASSIGNMENT_STREAM = 'auditassignment';
export const AUDIT_ASSIGNMENT_TYPES = ['AuditAssigned', 'AuditUnassigned', 'AuditAssignmentResolved'] as const;
export const isAuditAssignmentEvent = eventGuard<AuditAssignmentEvent>(AUDIT_ASSIGNMENT_TYPES);
