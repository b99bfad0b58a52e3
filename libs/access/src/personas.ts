import { ROLES, type AuthenticatedUser } from './authenticated-user';
import { decideAccess } from './decide-access';
import type { OperationTable } from './rules';

const base: AuthenticatedUser = {
  id: 'user-publisher',
  email: 'publisher@example.com',
  name: 'Pat Publisher',
  title: 'Affiliate manager',
  companyId: 'company-publisher',
  companyName: 'Publisher Ltd',
  isSuperAdmin: false,
  isCompanyOwner: false,
  roles: [],
  grants: [],
  shareEnabled: false,
  queues: ['a'],
};

/**
 * One caller of each kind, for the operation-table tests every service writes (anonymous is
 * `null`). Test data, exported so every service tests against the same people.
 */
export const PERSONAS = {
  anonymous: null,
  publisher: base,
  companyOwner: { ...base, id: 'user-owner', email: 'owner@example.com', isCompanyOwner: true },
  networkUser: {
    ...base,
    id: 'user-network',
    email: 'network@example.com',
    roles: [ROLES.networkUser],
  },
  shareUser: {
    ...base,
    id: 'user-share',
    email: 'share@example.com',
    shareEnabled: true,
    roles: [ROLES.shareUser],
  },
  superAdmin: {
    ...base,
    id: 'user-admin',
    email: 'admin@example.com',
    companyId: 'company-provider',
    companyName: 'Tracklight',
    isSuperAdmin: true,
    queues: ['a', 'b', 'c', 'superuser'],
  },
} as const satisfies Record<string, AuthenticatedUser | null>;

export type PersonaName = keyof typeof PERSONAS;

/** Allow or deny for every persona on one operation of a table: what each service's table test asserts. */
export const verdictsByPersona = (
  table: OperationTable,
  operation: string,
): Record<PersonaName, 'allow' | 'deny'> =>
  Object.fromEntries(
    Object.entries(PERSONAS).map(([name, user]) => [
      name,
      decideAccess(table, { kind: 'operation', name: operation }, user) === 'allow' ? 'allow' : 'deny',
    ]),
  ) as Record<PersonaName, 'allow' | 'deny'>;
