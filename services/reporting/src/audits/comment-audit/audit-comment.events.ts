// Comments on an audit live on a stream of their own, `auditcomment-<auditId>`, owned by reporting:
// the audit's own stream `audit-<id>` has one writer, the audit runner (docs/streams.md), so a
// comment written while the audit runs can never collide with the runner's verdict append.

export const AUDIT_COMMENT_STREAM = 'auditcomment';

/** `auditcomment-<auditId>`: a user's comment on the audit (the latest one stands). */
export interface AuditCommented {
  type: 'AuditCommented';
  data: { auditId: string; batchId: string; comment: string; commentedBy: string };
}

/** `auditcomment-<auditId>`: the provider's own comment (super admins only), kept apart from the user's. */
export interface AuditProviderCommented {
  type: 'AuditProviderCommented';
  data: { auditId: string; batchId: string; comment: string; commentedBy: string };
}

export type AuditCommentEvent = AuditCommented | AuditProviderCommented;
