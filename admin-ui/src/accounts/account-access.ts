import { readSession, type SessionUser } from '../auth/session';

export type AccountRole = 'superAdmin' | 'owner' | null;

/**
 * Spec section 6: a super admin manages companies and every user; a company owner manages their
 * own company's users (no roles, grants or company moves); anyone else manages nothing.
 */
export const accountRoleOf = (user: SessionUser | undefined): AccountRole => {
  if (user?.company.isSuperAdmin) return 'superAdmin';
  return user?.isCompanyOwner ? 'owner' : null;
};

export const useAccountRole = () => {
  const user = readSession()?.user;
  return { user, role: accountRoleOf(user) };
};
