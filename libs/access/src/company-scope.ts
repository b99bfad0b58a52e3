import type { AuthenticatedUser } from './authenticated-user';

/**
 * Which company's rows a query may return: always the caller's own, except that a super admin
 * may name any company, or none (undefined: every company).
 */
export const companyScope = (
  user: AuthenticatedUser,
  requestedCompanyId?: string | null,
): string | undefined => (user.isSuperAdmin ? (requestedCompanyId ?? undefined) : user.companyId);

/** Whether a row of this company is the caller's to see. */
export const canSeeCompany = (user: AuthenticatedUser, companyId: string): boolean =>
  user.isSuperAdmin || user.companyId === companyId;
