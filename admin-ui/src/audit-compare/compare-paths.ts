// The compare page (/reporting/audits/{auditId}/compare/{otherAuditId}) puts the first audit of
// the path as run A and the other as run B; links put the earlier run first.

export const comparePath = (auditId: string, otherAuditId: string): string =>
  `/reporting/audits/${auditId}/compare/${otherAuditId}`;

/** An audit against the run of the same link before it (that run is A). */
export const compareWithPrevious = (auditId: string, previousAuditId: string): string =>
  comparePath(previousAuditId, auditId);

/** An audit against the run of the same link after it (this audit is A). */
export const compareWithNext = (auditId: string, nextAuditId: string): string => comparePath(auditId, nextAuditId);
