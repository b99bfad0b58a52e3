import { ADMIN_RANGE_MESSAGE, adminRangeProblem, enterpriseRangeProblem, INVALID_DATE_RANGE } from './report-dates';

describe('report date ranges (spec section 5)', () => {
  it.each([
    ['2026-01-01', '2026-03-31', null],
    ['2026-01-01', '2026-04-01', null],
    ['2026-01-01', '2026-04-02', ADMIN_RANGE_MESSAGE],
    ['2026-02-01', '2026-01-01', ADMIN_RANGE_MESSAGE],
    [undefined, '2026-01-01', ADMIN_RANGE_MESSAGE],
  ])('admin generator %s to %s', (start, end, problem) => {
    expect(adminRangeProblem(start, end)).toBe(problem);
  });

  it.each([
    ['2026-01-01', '2026-04-06', null],
    ['2026-01-01', '2026-04-07', INVALID_DATE_RANGE],
    ['2026-01-02', '2026-01-01', INVALID_DATE_RANGE],
    ['2026-01-01', 'soon', INVALID_DATE_RANGE],
  ])('enterprise report %s to %s', (start, end, problem) => {
    expect(enterpriseRangeProblem(start, end)).toBe(problem);
  });
});
