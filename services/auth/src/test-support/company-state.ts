import type { CompanyState } from '../companies/company.state';

/** A publisher company as its stream folds, for the pure specs of its deciders; reset day the 23rd. */
export const aCompany = (overrides: Partial<CompanyState> = {}): CompanyState => ({
  companyId: 'c1',
  name: 'Publisher Ltd',
  isSuperAdmin: false,
  moonpullShareEnabled: false,
  companyType: 'publisher',
  billingId: null,
  numMonthlyLinks: 1000,
  numExtraMonthlyLinks: 0,
  numAudits: 0,
  resetDay: 23,
  nextResetDate: '2025-03-23T00:00:00.000Z',
  maxBatchSize: 500,
  queues: ['a'],
  reservations: {},
  ...overrides,
});
