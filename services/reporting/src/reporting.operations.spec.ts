import { CALLERS, describeOperationTable } from '@tracklight/testing';
import { REPORTING_OPERATIONS } from './reporting.operations';

describeOperationTable('REPORTING_OPERATIONS', REPORTING_OPERATIONS, {
  'reporting.audits.list': CALLERS.everyone,
  'reporting.audits.read': CALLERS.everyone,
  'reporting.audits.comment': CALLERS.everyone,
  'reporting.audits.providerComment': CALLERS.superAdmins,
  'reporting.batches.statusSummary': CALLERS.everyone,
  'reporting.queues.counts': CALLERS.everyone,
  'reporting.dashboard.statusProcessing': CALLERS.everyone,
  'reporting.advertisers.techReport': CALLERS.everyone,
  'reporting.assurance.read': CALLERS.everyone,
  'reporting.alerts.read': CALLERS.everyone,
  'reporting.legend.read': CALLERS.everyone,
  'reporting.dashboard.charts': CALLERS.everyone,
  'reporting.audits.assign': CALLERS.everyone,
  'reporting.reports.generate': CALLERS.everyone,
  'reporting.reports.staff': CALLERS.superAdmins,
  'reporting.logging.read': CALLERS.superAdmins,
  'reporting.advertisers.certification': CALLERS.superAdmins,
});
