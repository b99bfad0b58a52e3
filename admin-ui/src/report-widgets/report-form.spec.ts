import { defaultRange, isValidRange, reportUrl, seesNetworkReport, splitList } from './report-form';

describe('report widget forms', () => {
  it('splits batch ids and lists on commas, dropping blanks', () => {
    expect(splitList(' a, b,,c ,')).toEqual(['a', 'b', 'c']);
  });

  it('defaults to the last 69 days and checks the range', () => {
    expect(defaultRange(new Date('2026-11-25T10:00:00Z'))).toEqual({ startDate: '2026-09-17', endDate: '2026-11-25' });
    expect(isValidRange({ startDate: '2026-11-25', endDate: '2026-11-24' })).toBe(false);
    expect(isValidRange({ startDate: '', endDate: '2026-11-24' })).toBe(false);
    expect(isValidRange({ startDate: '2026-11-24', endDate: '2026-11-24' })).toBe(true);
  });

  it('puts the selection in the download address, lists comma-separated', () => {
    expect(reportUrl('publisher', { batchIds: ['a', 'b'], startDate: '', reasonId: undefined, admin: 'true' })).toBe('/reports/publisher?batchIds=a%2Cb&admin=true');
  });

  it("shows a network's report to its own users and super admins only", () => {
    const user = (name: string, isSuperAdmin = false) => ({ company: { id: '1', name, queues: [], isSuperAdmin, moonpullShareEnabled: false } });
    expect(seesNetworkReport(user('AWIN'), 'AWIN')).toBe(true);
    expect(seesNetworkReport(user('awin '), 'AWIN')).toBe(true);
    expect(seesNetworkReport(user('Publisher P'), 'AWIN')).toBe(false);
    expect(seesNetworkReport(user('Provider', true), 'Impact')).toBe(true);
    expect(seesNetworkReport(undefined, 'Impact')).toBe(false);
  });
});
