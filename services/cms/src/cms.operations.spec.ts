import { CALLERS, describeOperationTable } from '@tracklight/testing';
import { CMS_OPERATIONS } from './cms.operations';

describeOperationTable('CMS_OPERATIONS', CMS_OPERATIONS, {
  'cms.platformContent.read': CALLERS.everyone,
  'cms.platformContent.update': CALLERS.superAdmins,
  'cms.causes.list': CALLERS.everyone,
  'cms.networks.responsibleList': CALLERS.everyone,
});
