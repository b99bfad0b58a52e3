import { auditTimeSeconds, formatDashboardDate, formatDashboardTime } from './format';

describe('audit time', () => {
  it('is shown in whole seconds', () => {
    expect(auditTimeSeconds(12_499)).toBe(12);
    expect(auditTimeSeconds(12_500)).toBe(13);
  });
});

describe('dashboard date and time', () => {
  const lateEvening = '2025-03-04T23:05:09.000Z';

  // The test host may itself run in UTC, so make every local-time reading visibly wrong instead.
  beforeEach(() => {
    for (const getter of [
      'getFullYear',
      'getMonth',
      'getDate',
      'getHours',
      'getMinutes',
    ] as const) {
      jest.spyOn(Date.prototype, getter).mockReturnValue(77);
    }
  });
  afterEach(() => jest.restoreAllMocks());

  it("date is 'dd/mm/yy' in UTC", () => {
    expect(formatDashboardDate(lateEvening)).toBe('04/03/25');
  });

  it("time is 'HH:MM' in UTC, 24-hour", () => {
    expect(formatDashboardTime(lateEvening)).toBe('23:05');
  });

  it('accepts Date and epoch milliseconds as well as ISO text', () => {
    const instant = Date.UTC(2009, 0, 2, 3, 4);
    expect(formatDashboardDate(new Date(instant))).toBe('02/01/09');
    expect(formatDashboardTime(instant)).toBe('03:04');
  });

  it('shows nothing for an unparseable value', () => {
    expect(formatDashboardDate('not a date')).toBe('');
    expect(formatDashboardTime('not a date')).toBe('');
  });
});
