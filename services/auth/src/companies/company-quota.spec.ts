import { nextResetAfter, periodEvents, quotaOf, refusalOf } from './company-quota';
import { aCompany } from '../test-support/company-state';

describe('company quota', () => {
  it('finds the next reset day in this month or the next', () => {
    expect(nextResetAfter(23, new Date('2025-03-10T12:00:00Z'))).toBe('2025-03-23T00:00:00.000Z');
    expect(nextResetAfter(23, new Date('2025-03-23T00:00:00Z'))).toBe('2025-04-23T00:00:00.000Z');
    expect(nextResetAfter(1, new Date('2025-12-31T23:00:00Z'))).toBe('2026-01-01T00:00:00.000Z');
  });

  it("counts the allowance plus this period's extra links, less what was used", () => {
    const quota = quotaOf(
      aCompany({ numExtraMonthlyLinks: 200, numAudits: 1100 }),
      new Date('2025-03-10T00:00:00Z'),
    );
    expect(quota.remainingAudits).toBe(100);
  });

  it('starts a new period once the reset date passes: usage and extra links go back to zero', () => {
    const used = aCompany({ numExtraMonthlyLinks: 200, numAudits: 1200 });
    const now = new Date('2025-03-24T00:00:00Z');
    expect(quotaOf(used, now)).toMatchObject({
      remainingAudits: 1000,
      numExtraMonthlyLinks: 0,
      nextResetDate: '2025-04-23T00:00:00.000Z',
    });
    expect(periodEvents(used, now)).toEqual([
      { type: 'QuotaPeriodStarted', data: { nextResetDate: '2025-04-23T00:00:00.000Z' } },
    ]);
    expect(periodEvents(used, new Date('2025-03-01T00:00:00Z'))).toEqual([]);
  });

  it('refuses a batch over the allowance or over the batch size, with the numbers', () => {
    const now = new Date('2025-03-10T00:00:00Z');
    expect(refusalOf(aCompany({ numAudits: 990 }), 20, now)).toBe(
      'Your company has 10 audits left until 2025-03-23; this batch needs 20. Ask us for extra links this month.',
    );
    expect(refusalOf(aCompany(), 501, now)).toBe(
      'A batch may hold at most 500 links; this one has 501.',
    );
    expect(refusalOf(aCompany({ numAudits: 990 }), 10, now)).toBeNull();
  });

  it('does not limit a super admin company', () => {
    expect(
      refusalOf(
        aCompany({ isSuperAdmin: true, numAudits: 5000 }),
        9999,
        new Date('2025-03-10T00:00:00Z'),
      ),
    ).toBeNull();
  });
});
