import { anyUser, superAdminOnly, withApiKey, type OperationTable } from '@tracklight/access';

/**
 * Who may call each reporting operation (spec section 6). Every read is further scoped to the
 * caller's company unless a super admin (companyScope), so another company's audits read as absent.
 */
export const REPORTING_OPERATIONS = {
  /** auditsForBatch, auditMany, auditFilterChoices, mostRecentAudits; API keys with the read scope too. */
  'reporting.audits.list': withApiKey('read', anyUser),
  /** auditOne, auditEvidenceDiff, GET /batches/{batchId}/audits/{auditId} (and ?view=technical). */
  'reporting.audits.read': withApiKey('read', anyUser),
  'reporting.audits.comment': anyUser,
  /** Assign an audited link to a colleague, and mark it resolved (issue 20); audits of one's own company. */
  'reporting.audits.assign': anyUser,
  /** Reports and downloads (spec section 7 generate*), over the caller's own audits; staff and network reports checked per type. */
  'reporting.reports.generate': withApiKey('read', anyUser),
  /** The superuser report generator. */
  'reporting.reports.staff': superAdminOnly,
  /** GET /logging: recent server errors and audit failures of every company. */
  'reporting.logging.read': superAdminOnly,
  /** The provider's own comment on an audit. */
  'reporting.audits.providerComment': superAdminOnly,
  'reporting.batches.statusSummary': anyUser,
  'reporting.queues.counts': anyUser,
  'reporting.dashboard.statusProcessing': anyUser,
  /** dashboardCharts: the charts over the caller's own audits. */
  'reporting.dashboard.charts': anyUser,
  'reporting.advertisers.techReport': anyUser,
  /** Advertiser Certification (spec section 2): the provider's staff. */
  'reporting.advertisers.certification': superAdminOnly,
  /** The assurance API (GET/POST /client/v1/assurance): API keys with the read scope, and sessions. */
  'reporting.assurance.read': withApiKey('read', anyUser),
  /** templateVerdictAlerts: a template's webhook signing secret and alert activity; templates of one's own company. */
  'reporting.alerts.read': anyUser,
  /** errorLegend: what each error id means, for the legend page (staff-only ids left out for others). */
  'reporting.legend.read': anyUser,
} satisfies OperationTable;
