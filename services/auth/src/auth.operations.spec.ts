import { CALLERS, describeOperationTable } from '@tracklight/testing';
import { AUTH_OPERATIONS } from './auth.operations';

describeOperationTable('AUTH_OPERATIONS', AUTH_OPERATIONS, {
  'auth.session.check': CALLERS.everyone,
  'auth.companies.list': CALLERS.everyone,
  'auth.companies.read': CALLERS.everyone,
  'auth.companies.create': CALLERS.superAdmins,
  'auth.companies.update': CALLERS.superAdmins,
  'auth.companies.grantExtra': CALLERS.superAdmins,
  'auth.users.list': CALLERS.owners,
  'auth.users.read': CALLERS.owners,
  'auth.users.create': CALLERS.owners,
  'auth.users.update': CALLERS.owners,
  'auth.users.disable': CALLERS.owners,
  'auth.users.pick': CALLERS.everyone,
  // The api grant: among the personas only the super admin holds it (passes every grant).
  'auth.apiKeys.list': CALLERS.superAdmins,
  'auth.apiKeys.create': CALLERS.superAdmins,
  'auth.apiKeys.revoke': CALLERS.superAdmins,
});
