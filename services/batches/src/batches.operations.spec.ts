import { decideAccess, PERSONAS, type PersonaName } from '@tracklight/access';
import { BATCHES_OPERATIONS } from './batches.operations';

const everyoneLoggedIn: PersonaName[] = ['publisher', 'companyOwner', 'networkUser', 'shareUser', 'superAdmin'];
const decide = (name: string, persona: PersonaName) => decideAccess(BATCHES_OPERATIONS, { kind: 'operation', name }, PERSONAS[persona]);

describe('batches operation table (spec section 6)', () => {
  it.each(Object.keys(BATCHES_OPERATIONS))('%s needs a login', (name) => {
    expect(decide(name, 'anonymous')).toBe('login-required');
  });

  it.each(['batches.exportCsv', 'batches.softDelete', 'batches.restore'])('%s: super admins only', (name) => {
    expect(everyoneLoggedIn.map((p) => [p, decide(name, p)])).toEqual(
      everyoneLoggedIn.map((p) => [p, p === 'superAdmin' ? 'allow' : 'forbidden']),
    );
  });

  it.each(['batches.submit', 'batches.list', 'batches.read', 'batches.update', 'batches.rerunAudit'])('%s: every logged-in user', (name) => {
    expect(everyoneLoggedIn.map((p) => decide(name, p))).toEqual(everyoneLoggedIn.map(() => 'allow'));
  });
});
