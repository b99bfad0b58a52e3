/** `audit-<id>`: a user's comment on the audit (the latest one stands). */
export interface AuditCommented {
  type: 'AuditCommented';
  data: { auditId: string; batchId: string; comment: string; commentedBy: string };
}

/** `audit-<id>`: the provider's own comment (super admins only), kept apart from the user's. */
export interface AuditProviderCommented {
  type: 'AuditProviderCommented';
  data: { auditId: string; batchId: string; comment: string; commentedBy: string };
}

export type AuditCommentEvent = AuditCommented | AuditProviderCommented;
