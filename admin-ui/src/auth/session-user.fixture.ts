import type { SessionUser } from './session';

/**
 * A signed-in user for the specs: a plain publisher (no grants, no owner flag) unless the patch
 * says otherwise; `isSuperAdmin` and `moonpullShareEnabled` set the company's flags.
 */
export const sessionUser = (
  patch: Partial<SessionUser> & { isSuperAdmin?: boolean; moonpullShareEnabled?: boolean } = {},
): SessionUser => {
  const { isSuperAdmin = false, moonpullShareEnabled = false, ...rest } = patch;
  return {
    id: 'u1',
    name: 'Pat',
    email: 'pat@example.com',
    title: '',
    isCompanyOwner: false,
    roles: [],
    grants: [],
    canUseCustomCron: false,
    company: { id: 'c1', name: 'Publisher Ltd', queues: ['a'], isSuperAdmin, moonpullShareEnabled },
    ...rest,
  };
};
