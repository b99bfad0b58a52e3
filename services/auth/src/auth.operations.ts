import { anyUser, companyOwner, superAdminOnly, withGrant, type OperationTable } from '@tracklight/access';

/**
 * Who may call each auth operation (spec section 6). Object-level limits come after, in the
 * handlers: company owners act only within their own company, and only super admins change
 * roles, grants or a user's company. Login, setup, refresh, logout, password reset and SSO are
 * @Public(): the caller has no access token yet.
 */
export const AUTH_OPERATIONS = {
  'auth.session.check': anyUser,
  /** Everyone reads their own company (quotas, queues); super admins read all. */
  'auth.companies.list': anyUser,
  'auth.companies.read': anyUser,
  'auth.companies.create': superAdminOnly,
  'auth.companies.update': superAdminOnly,
  'auth.companies.grantExtra': superAdminOnly,
  /** User Management (/users) shows to company owners (spec section 2). */
  'auth.users.list': companyOwner,
  'auth.users.read': companyOwner,
  'auth.users.create': companyOwner,
  'auth.users.update': companyOwner,
  'auth.users.disable': companyOwner,
  /** userMany feeds the user pickers (assignees, owners): anyone, scoped to their company. */
  'auth.users.pick': anyUser,
  /** API keys (/api-keys): users with the api grant, for their company (super admins: all). */
  'auth.apiKeys.list': withGrant('api'),
  'auth.apiKeys.create': withGrant('api'),
  'auth.apiKeys.revoke': withGrant('api'),
} satisfies OperationTable;
