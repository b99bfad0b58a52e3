import { anyUser, superAdminOnly, type OperationTable } from '@tracklight/access';

/**
 * Who may call each reporting operation (spec section 6). Every read is further scoped to the
 * caller's company unless a super admin (companyScope), so another company's audits read as absent.
 */
export const REPORTING_OPERATIONS = {
  /** auditsForBatch, auditMany, mostRecentAudits. */
  'reporting.audits.list': anyUser,
  /** auditOne, GET /batches/{batchId}/audits/{auditId} (and ?view=technical). */
  'reporting.audits.read': anyUser,
  'reporting.audits.comment': anyUser,
  /** The provider's own comment on an audit. */
  'reporting.audits.providerComment': superAdminOnly,
  'reporting.batches.statusSummary': anyUser,
  'reporting.queues.counts': anyUser,
  'reporting.dashboard.statusProcessing': anyUser,
  'reporting.networks.list': anyUser,
  'reporting.advertisers.techReport': anyUser,
} satisfies OperationTable;
