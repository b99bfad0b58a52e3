import { decideAccess } from './decide-access';
import { PERSONAS } from './personas';
import { anyUser, combineOperations, superAdminOnly, withGrant } from './rules';

const registry = combineOperations(
  { 'demo.read': anyUser, 'demo.admin': superAdminOnly },
  { 'demo.api': withGrant('api') },
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
});
