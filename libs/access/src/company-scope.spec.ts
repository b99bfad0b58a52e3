import { canSeeCompany, companyScope } from './company-scope';
import { PERSONAS } from './personas';

describe('company scoping', () => {
  it('keeps everyone but a super admin to their own company, whatever they ask for', () => {
    expect(companyScope(PERSONAS.companyOwner, 'company-other')).toBe('company-publisher');
    expect(companyScope(PERSONAS.publisher)).toBe('company-publisher');
    expect(canSeeCompany(PERSONAS.publisher, 'company-other')).toBe(false);
  });

  it('lets a super admin name a company or see all', () => {
    expect(companyScope(PERSONAS.superAdmin, 'company-other')).toBe('company-other');
    expect(companyScope(PERSONAS.superAdmin)).toBeUndefined();
    expect(canSeeCompany(PERSONAS.superAdmin, 'company-other')).toBe(true);
  });
});
