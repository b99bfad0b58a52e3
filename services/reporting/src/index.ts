export * from './reporting.module';
export * from './reporting.operations';
export type {
  AuditCommented,
  AuditProviderCommented,
} from './audits/comment-audit/audit-comment.events';
