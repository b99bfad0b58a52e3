import { verdictsByPersona, type PersonaName } from '@tracklight/access';
import { AUTH_OPERATIONS } from './auth.operations';

type Expected = Record<PersonaName, 'allow' | 'deny'>;

const everyone: Expected = {
  anonymous: 'deny',
  publisher: 'allow',
  companyOwner: 'allow',
  networkUser: 'allow',
  shareUser: 'allow',
  superAdmin: 'allow',
};
const owners: Expected = {
  anonymous: 'deny',
  publisher: 'deny',
  companyOwner: 'allow',
  networkUser: 'deny',
  shareUser: 'deny',
  superAdmin: 'allow',
};
const superAdmins: Expected = {
  anonymous: 'deny',
  publisher: 'deny',
  companyOwner: 'deny',
  networkUser: 'deny',
  shareUser: 'deny',
  superAdmin: 'allow',
};

/** Who may call what, written out by hand so a changed rule has to change this table too. */
const EXPECTED: Record<keyof typeof AUTH_OPERATIONS, Expected> = {
  'auth.session.check': everyone,
  'auth.companies.list': everyone,
  'auth.companies.read': everyone,
  'auth.companies.create': superAdmins,
  'auth.companies.update': superAdmins,
  'auth.companies.grantExtra': superAdmins,
  'auth.users.list': owners,
  'auth.users.read': owners,
  'auth.users.create': owners,
  'auth.users.update': owners,
  'auth.users.disable': owners,
  'auth.users.pick': everyone,
};

describe('AUTH_OPERATIONS: every operation for every kind of caller', () => {
  it('covers exactly the operations the service declares', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(AUTH_OPERATIONS).sort());
  });

  for (const [operation, expected] of Object.entries(EXPECTED)) {
    it(`${operation}`, () => {
      expect(verdictsByPersona(AUTH_OPERATIONS, operation)).toEqual(expected);
    });
  }
});
