import { defaultForm, formProblem, reportFileName, reportUrl } from './enterprise-report';

describe('filtered enterprise report form', () => {
  it('starts about 69 days ago and ends today', () => {
    expect(defaultForm(new Date('2026-11-25T10:00:00Z'))).toEqual({ startDate: '2026-09-17', endDate: '2026-11-25', countryCodes: [] });
  });

  it("refuses a range the server would refuse, with the spec's words", () => {
    expect(formProblem({ startDate: '2026-11-01', endDate: '2026-10-01', countryCodes: [] })).toBe('Invalid date range');
    expect(formProblem({ startDate: '2026-01-01', endDate: '2026-11-01', countryCodes: [] })).toBe('Invalid date range');
    expect(formProblem({ startDate: '', endDate: '2026-11-01', countryCodes: [] })).toBe('Invalid date range');
    expect(formProblem({ startDate: '2026-09-01', endDate: '2026-11-01', countryCodes: [] })).toBeNull();
  });

  it("asks for the publisher report under the spec's file name, with the countries when chosen", () => {
    const form = { startDate: '2026-09-01', endDate: '2026-11-01', countryCodes: ['gb', 'de'] };
    expect(reportFileName('Acme Link Audit', form)).toBe('Acme Link Audit Report 2026-09-01 to 2026-11-01');
    const url = new URL(reportUrl('Acme Link Audit', form), 'http://x');
    expect(url.pathname).toBe('/reports/publisher');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      enterprise: 'true',
      startDate: '2026-09-01',
      endDate: '2026-11-01',
      fileName: 'Acme Link Audit Report 2026-09-01 to 2026-11-01',
      countryCodes: 'gb,de',
    });
  });
});
