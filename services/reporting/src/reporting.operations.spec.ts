import { verdictsByPersona, type PersonaName } from '@tracklight/access';
import { REPORTING_OPERATIONS } from './reporting.operations';

type Expected = Record<PersonaName, 'allow' | 'deny'>;

const everyone: Expected = {
  anonymous: 'deny',
  publisher: 'allow',
  companyOwner: 'allow',
  networkUser: 'allow',
  shareUser: 'allow',
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

/** Written out by hand so a changed rule has to change this table too. */
const EXPECTED: Record<keyof typeof REPORTING_OPERATIONS, Expected> = {
  'reporting.audits.list': everyone,
  'reporting.audits.read': everyone,
  'reporting.audits.comment': everyone,
  'reporting.audits.providerComment': superAdmins,
  'reporting.batches.statusSummary': everyone,
  'reporting.queues.counts': everyone,
  'reporting.dashboard.statusProcessing': everyone,
  'reporting.networks.list': everyone,
  'reporting.advertisers.techReport': everyone,
};

describe('REPORTING_OPERATIONS: every operation for every kind of caller', () => {
  it('covers exactly the operations the service declares', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(REPORTING_OPERATIONS).sort());
  });

  for (const [operation, expected] of Object.entries(EXPECTED)) {
    it(`${operation}`, () => {
      expect(verdictsByPersona(REPORTING_OPERATIONS, operation)).toEqual(expected);
    });
  }
});
