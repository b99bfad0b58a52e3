import { decideAccess } from './decide-access';
import { PERSONAS } from './personas';
import { withApiKey } from './api-keys';
import { anyUser, combineOperations, superAdminOnly, withGrant } from './rules';

const registry = combineOperations(
  { 'demo.read': anyUser, 'demo.admin': superAdminOnly },
  { 'demo.api': withGrant('api'), 'demo.submit': withApiKey('submit', withGrant('api')) },
);

describe('decideAccess', () => {
  it('refuses an endpoint without annotation, whoever calls', () => {
    expect(decideAccess(registry, null, PERSONAS.superAdmin)).toBe('undeclared');
  });

  it('opens a public endpoint to anyone', () => {
    expect(decideAccess(registry, { kind: 'public' }, null)).toBe('allow');
  });

  it('asks an anonymous caller to log in before any operation', () => {
    expect(decideAccess(registry, { kind: 'operation', name: 'demo.read' }, null)).toBe(
      'login-required',
    );
  });

  it('applies the rule of the operation', () => {
    expect(
      decideAccess(registry, { kind: 'operation', name: 'demo.admin' }, PERSONAS.publisher),
    ).toBe('forbidden');
    expect(
      decideAccess(registry, { kind: 'operation', name: 'demo.admin' }, PERSONAS.superAdmin),
    ).toBe('allow');
    expect(
      decideAccess(
        registry,
        { kind: 'operation', name: 'demo.api' },
        { ...PERSONAS.publisher, grants: ['api'] },
      ),
    ).toBe('allow');
  });

  it('refuses an operation the registry does not know', () => {
    expect(
      decideAccess(registry, { kind: 'operation', name: 'demo.unknown' }, PERSONAS.superAdmin),
    ).toBe('forbidden');
  });

  it('refuses to combine two tables that claim the same operation', () => {
    expect(() =>
      combineOperations({ 'demo.read': anyUser }, { 'demo.read': superAdminOnly }),
    ).toThrow('demo.read');
  });

  describe('an API key acting for its owner', () => {
    const owner = { ...PERSONAS.publisher, grants: ['api' as const] };
    const key = (scopes: ('read' | 'submit' | 'embed')[]) => ({ ...owner, apiKey: { id: 'k1', scopes } });
    const submit = { kind: 'operation' as const, name: 'demo.submit' };

    it('passes an operation opened to keys when it has the scope and its owner passes the rule', () => {
      expect(decideAccess(registry, submit, key(['submit']))).toBe('allow');
      expect(decideAccess(registry, submit, { ...key(['submit']), grants: [] })).toBe('forbidden');
    });

    it('is refused without the scope, and on operations not opened to keys', () => {
      expect(decideAccess(registry, submit, key(['read']))).toBe('missing-scope');
      expect(decideAccess(registry, { kind: 'operation', name: 'demo.read' }, key(['read', 'submit']))).toBe('not-for-keys');
    });

    it('leaves sessions alone: the same operation passes a logged-in owner', () => {
      expect(decideAccess(registry, submit, owner)).toBe('allow');
    });
  });
});
