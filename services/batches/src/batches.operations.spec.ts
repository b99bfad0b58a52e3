import { CALLERS, describeOperationTable } from '@tracklight/testing';
import { BATCHES_OPERATIONS } from './batches.operations';

describeOperationTable('BATCHES_OPERATIONS', BATCHES_OPERATIONS, {
  'batches.submit': CALLERS.everyone,
  'batches.list': CALLERS.everyone,
  'batches.read': CALLERS.everyone,
  'batches.update': CALLERS.everyone,
  'batches.rerunAudit': CALLERS.everyone,
  'batches.linkCsv': CALLERS.everyone,
  'batches.exportCsv': CALLERS.superAdmins,
  'batches.softDelete': CALLERS.superAdmins,
  'batches.restore': CALLERS.superAdmins,
  'batches.templates.edit': CALLERS.everyone,
  'batches.templates.run': CALLERS.everyone,
  'batches.templates.delete': CALLERS.everyone,
});
