import { auditListFilter, auditSortBy } from './audit-list-query';

describe('audit list query', () => {
  it("maps the table's sortable columns to the server's sort fields", () => {
    expect(auditSortBy({ field: 'memoryCookieStatus', order: 'ASC' })).toEqual({ field: 'MEMORY_COOKIE_STATUS', order: 'ASC' });
    expect(auditSortBy({ field: 'batch.name', order: 'DESC' })).toEqual({ field: 'BATCH_NAME', order: 'DESC' });
    expect(auditSortBy({ field: 'advertiser', order: 'ASC' })).toEqual({ field: 'ADVERTISER', order: 'ASC' });
  });

  it("leaves the server's own order for react-admin's default sort (id)", () => {
    expect(auditSortBy({ field: 'id', order: 'ASC' })).toBeUndefined();
    expect(auditSortBy(undefined)).toBeUndefined();
  });

  it('drops empty values and trims the search text', () => {
    expect(auditListFilter({ q: '  spring ', networkId: '', memoryCookieStatus: 'IMMEDIATE' })).toEqual({
      q: 'spring',
      status: undefined,
      memoryCookieStatus: 'IMMEDIATE',
      networkId: undefined,
      advertiserId: undefined,
      batchId: undefined,
      assignedToId: undefined,
      auditedAt: undefined,
    });
    expect(auditListFilter({ q: '   ' }).q).toBeUndefined();
  });

  it('turns the date inputs into a whole-day range', () => {
    const { auditedAt } = auditListFilter({ auditedAtFrom: '2026-01-02', auditedAtTo: '2026-01-03' });
    expect(auditedAt?.gte).toBeDefined();
    expect(auditedAt?.lte).toBeDefined();
    expect(new Date(auditedAt!.lte!).getTime()).toBeGreaterThan(new Date(auditedAt!.gte!).getTime() + 86_400_000);
  });
});
