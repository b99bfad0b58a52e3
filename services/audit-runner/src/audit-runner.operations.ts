import { superAdminOnly, type OperationTable } from '@tracklight/access';

/** Who may call each audit-runner operation (spec section 6). */
export const AUDIT_RUNNER_OPERATIONS = {
  /** rejudgeAudits: the provider's staff judge stored evidence again under today's rules. */
  'auditRunner.audits.rejudge': superAdminOnly,
  /** GET /traces/{auditId}: an audit's browser trace (HAR), raw headers included. */
  'auditRunner.traces.read': superAdminOnly,
  /** GET /audit-logs/{auditId}: an audit's own log (steps, waits, consent, errors). */
  'auditRunner.logs.read': superAdminOnly,
} satisfies OperationTable;
