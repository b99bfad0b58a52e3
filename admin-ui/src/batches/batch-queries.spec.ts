import { batchQueries, batchSortBy } from './batch-queries';

describe('Your Results query', () => {
  it("maps the table's sortable columns to the server's sort fields", () => {
    expect(batchSortBy({ field: 'owner.company', order: 'ASC' })).toEqual({ field: 'COMPANY', order: 'ASC' });
    expect(batchSortBy({ field: 'progress', order: 'DESC' })).toEqual({ field: 'PROGRESS', order: 'DESC' });
    expect(batchSortBy({ field: 'startedAt', order: 'DESC' })).toEqual({ field: 'STARTED_AT', order: 'DESC' });
  });

  it("leaves the server's own order for a column it cannot sort by", () => {
    expect(batchSortBy({ field: 'id', order: 'ASC' })).toBeUndefined();
    expect(batchSortBy({ field: 'toString', order: 'ASC' })).toBeUndefined();
    expect(batchSortBy(undefined)).toBeUndefined();
  });

  it('sends the filters, the trimmed search text and the sort; empty values are no filter', () => {
    const { variables } = batchQueries.GET_LIST!({
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: '  spring ', status: 'DONE', networkId: '', advertiserId: 'adv-1', startedAtFrom: '2026-01-02' },
    });
    expect(variables).toMatchObject({
      filter: { isTemplate: false, status: 'DONE', networkId: undefined, advertiserId: 'adv-1', startedAtFrom: '2026-01-02T00:00:00.000Z' },
      page: 2,
      perPage: 25,
      sortBy: { field: 'NAME', order: 'ASC' },
      batchFilterString: 'spring',
    });
  });
});
