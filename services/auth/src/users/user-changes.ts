import { ROLE_CATALOGUE, type AuthenticatedUser, type FeatureGrant } from '@tracklight/access';
import type { NewEvent } from '@tracklight/event-store';
import { badRequest, forbidden } from '@tracklight/access';
import { hashPassword } from '../sessions/passwords';
import type { UserChanges } from './user.schema';
import type { UserState } from './user.state';
import { userEvent, type UserProfile } from '@tracklight/contracts';

export const OWN_COMPANY_ONLY = 'You can only manage users of your own company.';
export const SUPER_ADMIN_ONLY =
  'Only a super admin can change roles, feature grants or the company of a user.';

const PROFILE_FIELDS = ['email', 'name', 'title', 'companyId', 'isCompanyOwner'] as const;

/**
 * The events that take `user` to what `changes` asks for, or a refusal. A company owner manages
 * their own company's users; roles, grants and moving a user between companies are commercial
 * decisions, left to super admins.
 */
export const userChangeEvents = async (
  user: UserState,
  changes: UserChanges,
  actor: AuthenticatedUser,
): Promise<NewEvent[]> => {
  if (!actor.isSuperAdmin) {
    if (user.companyId !== actor.companyId) throw forbidden(OWN_COMPANY_ONLY);
    const movesCompany = changes.companyId !== undefined && changes.companyId !== user.companyId;
    if (movesCompany || changes.roles !== undefined || changes.grants !== undefined) {
      const sameRoles =
        changes.roles === undefined ||
        sameSet(
          changes.roles,
          user.roles.map((role) => role.id),
        );
      const sameGrants = changes.grants === undefined || sameSet(changes.grants, user.grants);
      if (movesCompany || !sameRoles || !sameGrants) throw forbidden(SUPER_ADMIN_ONLY);
    }
  }
  if (changes.isEnabled === false && user.userId === actor.id)
    throw badRequest('You cannot disable your own account.');
  const profile = Object.fromEntries(
    PROFILE_FIELDS.filter(
      (field) => changes[field] !== undefined && changes[field] !== user[field],
    ).map((field) => [field, changes[field]]),
  ) as Partial<UserProfile>;
  const events: NewEvent[] = [];
  if (Object.keys(profile).length > 0) events.push(userEvent('UserUpdated', { changes: profile }));
  if (changes.isEnabled !== undefined && changes.isEnabled !== user.isEnabled) {
    events.push(userEvent(changes.isEnabled ? 'UserEnabled' : 'UserDisabled', {}));
  }
  if (changes.roles) events.push(...roleEvents(user, changes.roles));
  if (changes.grants) events.push(...grantEvents(user, changes.grants));
  if (changes.password)
    events.push(
      userEvent('PasswordSet', {
        passwordHash: await hashPassword(changes.password),
        reason: 'admin',
      }),
    );
  return events;
};

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

const roleEvents = (user: UserState, roleIds: string[]): NewEvent[] => {
  const unknown = roleIds.find((id) => !ROLE_CATALOGUE.some((role) => role.id === id));
  if (unknown) throw badRequest(`There is no role with the id ${unknown}.`);
  const held = user.roles.map((role) => role.id);
  return [
    ...ROLE_CATALOGUE.filter((role) => roleIds.includes(role.id) && !held.includes(role.id)).map(
      (role) => userEvent('RoleGranted', { role: { id: role.id, name: role.name } }),
    ),
    ...held
      .filter((id) => !roleIds.includes(id))
      .map((roleId) => userEvent('RoleRevoked', { roleId })),
  ];
};

const grantEvents = (user: UserState, grants: FeatureGrant[]): NewEvent[] => [
  ...grants
    .filter((grant) => !user.grants.includes(grant))
    .map((grant) => userEvent('GrantChanged', { grant, granted: true })),
  ...user.grants
    .filter((grant) => !grants.includes(grant))
    .map((grant) => userEvent('GrantChanged', { grant, granted: false })),
];
