import type { AuthenticatedUser, FeatureGrant } from './authenticated-user';
import {
  hasGrant,
  hasShareAccess,
  isCompanyOwner,
  isNetworkUser,
  isSuperAdmin,
} from './permissions';

/** Who may call one operation, decided from the caller alone; object-level checks come after. */
export type Rule = (user: AuthenticatedUser) => boolean;

/** One service's operations: name → rule. Names are `<service>.<resource>.<action>`. */
export type OperationTable = Readonly<Record<string, Rule>>;

export const anyUser: Rule = () => true;
export const superAdminOnly: Rule = isSuperAdmin;
export const companyOwner: Rule = isCompanyOwner;
export const networkUser: Rule = isNetworkUser;
export const shareUser: Rule = hasShareAccess;
export const withGrant =
  (grant: FeatureGrant): Rule =>
  (user) =>
    hasGrant(user, grant);
export const anyOf =
  (...rules: Rule[]): Rule =>
  (user) =>
    rules.some((rule) => rule(user));

/** Joins every service's table into the process's registry; a name claimed twice is a mistake. */
export const combineOperations = (...tables: OperationTable[]): OperationTable => {
  const registry: Record<string, Rule> = {};
  for (const table of tables) {
    for (const [name, rule] of Object.entries(table)) {
      if (name in registry) throw new Error(`Operation ${name} is declared by two services`);
      registry[name] = rule;
    }
  }
  return registry;
};
