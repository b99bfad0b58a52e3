import { CALLERS, describeOperationTable } from '@tracklight/testing';
import { HISTORY_OPERATIONS } from './history.operations';

describeOperationTable('HISTORY_OPERATIONS', HISTORY_OPERATIONS, {
  'history.stream.read': CALLERS.everyone,
  'history.events.search': CALLERS.superAdmins,
  'history.readModels.manage': CALLERS.superAdmins,
});
