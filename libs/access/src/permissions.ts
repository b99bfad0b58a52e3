import { ROLES, type AuthenticatedUser, type FeatureGrant } from './authenticated-user';

// Spec section 6: a super admin passes every role and access-control check, so each predicate
// starts there.

export const isSuperAdmin = (user: AuthenticatedUser): boolean => user.isSuperAdmin;

export const isCompanyOwner = (user: AuthenticatedUser): boolean =>
  user.isSuperAdmin || user.isCompanyOwner;

const hasRoleId = (user: AuthenticatedUser, roleId: string): boolean =>
  user.roles.some((role) => role.id === roleId);

export const isNetworkUser = (user: AuthenticatedUser): boolean =>
  user.isSuperAdmin || hasRoleId(user, ROLES.networkUser.id);

export const isGlobalNetworkUser = (user: AuthenticatedUser): boolean =>
  user.isSuperAdmin || hasRoleId(user, ROLES.globalNetworkUser.id);

/** Share access needs both the company's flag and the share role, matched by name as the spec says. */
export const hasShareAccess = (user: AuthenticatedUser): boolean =>
  user.isSuperAdmin ||
  (user.shareEnabled && user.roles.some((role) => role.name === ROLES.shareUser.name));

export const hasGrant = (user: AuthenticatedUser, grant: FeatureGrant): boolean =>
  user.isSuperAdmin || user.grants.includes(grant);

const sameText = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

/** The CUSTOM_CRON_ALLOWLIST setting (comma-separated e-mails) as a list. */
export const customCronAllowlistOf = (setting: string | undefined): string[] =>
  (setting ?? '').split(',').map((email) => email.trim()).filter(Boolean);

/** Custom cron schedules: super admins and a configured list of accounts (CUSTOM_CRON_ALLOWLIST). */
export const canUseCustomCron = (user: AuthenticatedUser, allowlist: readonly string[]): boolean =>
  user.isSuperAdmin || allowlist.some((email) => sameText(email, user.email));

/** Company-specific features (a network's report buttons): that company's users, or a super admin. */
export const belongsToCompany = (user: AuthenticatedUser, companyName: string): boolean =>
  user.isSuperAdmin || sameText(user.companyName, companyName);

/** The platform-content access list: listed by e-mail or by company name, case-insensitive. */
export const isListedFor = (user: AuthenticatedUser, listed: readonly string[]): boolean =>
  user.isSuperAdmin ||
  listed.some((entry) => sameText(entry, user.email) || sameText(entry, user.companyName));
