import { CALLERS, describeOperationTable } from '@tracklight/testing';
import { AUDIT_RUNNER_OPERATIONS } from './audit-runner.operations';

describeOperationTable('AUDIT_RUNNER_OPERATIONS', AUDIT_RUNNER_OPERATIONS, {
  'auditRunner.audits.rejudge': CALLERS.superAdmins,
  'auditRunner.traces.read': CALLERS.superAdmins,
  'auditRunner.logs.read': CALLERS.superAdmins,
});
