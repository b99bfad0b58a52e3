import { superAdminOnly, type OperationTable } from '@tracklight/access';

/** Who may call each audit-runner operation (spec section 6). */
export const AUDIT_RUNNER_OPERATIONS = {
  /** rejudgeAudits: the provider's staff judge stored evidence again under today's rules. */
  'auditRunner.audits.rejudge': superAdminOnly,
} satisfies OperationTable;
