import { PERSONAS, verdictsByPersona, type OperationTable, type PersonaName } from '@tracklight/access';

export type PersonaVerdicts = Record<PersonaName, 'allow' | 'deny'>;

export const allowing = (...allowed: PersonaName[]): PersonaVerdicts =>
  Object.fromEntries(
    Object.keys(PERSONAS).map((name) => [name, allowed.includes(name as PersonaName) ? 'allow' : 'deny']),
  ) as PersonaVerdicts;

/** The callers spec section 6 names, as every persona's verdict. */
export const CALLERS = {
  everyone: allowing('publisher', 'companyOwner', 'networkUser', 'shareUser', 'superAdmin'),
  owners: allowing('companyOwner', 'superAdmin'),
  superAdmins: allowing('superAdmin'),
};

/**
 * One service's operation table against a table written out by hand, so a changed rule has to
 * change the test too; and the hand-written table must name exactly the service's operations.
 */
export function describeOperationTable<T extends OperationTable>(
  title: string,
  table: T,
  expected: Record<keyof T, PersonaVerdicts>,
): void {
  describe(`${title}: every operation for every kind of caller`, () => {
    it('covers exactly the operations the service declares', () => {
      expect(Object.keys(expected).sort()).toEqual(Object.keys(table).sort());
    });

    it.each(Object.entries(expected))('%s', (operation, verdicts) => {
      expect(verdictsByPersona(table, operation)).toEqual(verdicts);
    });
  });
}
