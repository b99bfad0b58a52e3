import { eventGuard } from './event-guard';
// `auditcomment-<auditId>`, owned by reporting (docs/streams.md): comments on an audit live on a
// stream of their own, because the audit's own stream `audit-<id>` has one writer, the audit
// runner, so a comment written while the audit runs can never collide with the runner's verdict.

/** A user's comment on the audit (the latest one stands). */
export interface AuditCommented {
  type: 'AuditCommented';
  data: { auditId: string; batchId: string; comment: string; commentedBy: string };
}

/** The provider's own comment (super admins only), kept apart from the user's. */
export interface AuditProviderCommented {
  type: 'AuditProviderCommented';
  data: { auditId: string; batchId: string; comment: string; commentedBy: string };
}

export type AuditCommentEvent = AuditCommented | AuditProviderCommented;

export const AUDIT_COMMENT_STREAM = 'auditcomment';
export const AUDIT_COMMENT_TYPES: readonly AuditCommentEvent['type'][] = ['AuditCommented', 'AuditProviderCommented'];

export const isAuditCommentEvent = eventGuard<AuditCommentEvent>(AUDIT_COMMENT_TYPES);
