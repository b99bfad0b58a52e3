// The grant and role catalogues are the server's own constants: a pure module with no imports,
// compiled into the UI from its source so the two can never drift apart.
import { FEATURE_GRANTS, ROLE_CATALOGUE } from '../../../../libs/access/src/authenticated-user';
import type { User } from '../account-api';

export const GRANT_CHOICES = FEATURE_GRANTS.map((grant) => ({ id: grant, name: grant }));
export const ROLE_CHOICES = ROLE_CATALOGUE.map(({ id, name }) => ({ id, name }));

/**
 * The fields POST and PATCH /accounts/users accept (services/auth user.schema.ts). Roles, grants
 * and the company are a super admin's to set; the server refuses them from a company owner.
 */
const PROFILE_FIELDS = ['name', 'title', 'email', 'isEnabled', 'isCompanyOwner'] as const;
const SUPER_ADMIN_FIELDS = ['companyId', 'roles', 'grants'] as const;

export const userFields = (superAdmin: boolean, creating: boolean): string[] => [
  ...PROFILE_FIELDS,
  ...(superAdmin ? SUPER_ADMIN_FIELDS : []),
  ...(creating ? ['password'] : []),
];

/** What an emptied field means on update: no title, every role or grant taken away. */
export const USER_CLEARED = { title: '', roles: [], grants: [] };

/** The form's values for a user: the company and roles by id, as the inputs hold them. */
export const userFormRecord = (user: User) => ({
  ...user,
  companyId: user.company?.id,
  roles: user.roles.map((role) => role.id),
});
