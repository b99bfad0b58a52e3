import { sessionUser } from '../auth/session-user.fixture';
import { ALL_CLIENTS, batchListRights, companyTypeChoices } from './batch-list-filters';

describe('batch list filters and columns (spec sections 2, 6 and 9)', () => {
  it('offers all clients, then each company type once, in order', () => {
    const companies = [{ companyType: 'publisher' }, { companyType: 'provider' }, { companyType: ' network ' }, { companyType: 'publisher' }, { companyType: null }];
    expect(companyTypeChoices(companies)).toEqual([
      { id: ALL_CLIENTS, name: 'All clients' },
      { id: 'network', name: 'network' },
      { id: 'provider', name: 'provider' },
      { id: 'publisher', name: 'publisher' },
    ]);
    // The server's value for every company but the provider's own.
    expect(ALL_CLIENTS).toBe('ALL_CLIENTS');
  });

  it('shows batch ids with the geekFeatures grant (super admins pass every grant check)', () => {
    expect(batchListRights(sessionUser({ isSuperAdmin: false })).showsBatchIds).toBe(false);
    expect(batchListRights(sessionUser({ isSuperAdmin: false, grants: ['monthlyScheduling'] })).showsBatchIds).toBe(false);
    expect(batchListRights(sessionUser({ isSuperAdmin: false, grants: ['geekFeatures'] })).showsBatchIds).toBe(true);
    expect(batchListRights(sessionUser({ isSuperAdmin: true })).showsBatchIds).toBe(true);
  });

  it('gives the company type filter and the bin to super admins only', () => {
    expect(batchListRights(sessionUser({ isSuperAdmin: true })).superAdmin).toBe(true);
    expect(batchListRights(sessionUser({ isSuperAdmin: false, grants: ['geekFeatures'] })).superAdmin).toBe(false);
    expect(batchListRights(undefined)).toEqual({ superAdmin: false, showsBatchIds: false });
  });
});
