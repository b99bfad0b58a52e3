import { chartStatus, fillMonths, fillWeeks, lastMonths, lastWeeks, weekStartOf } from './chart-series';

describe('dashboard chart series', () => {
  it('puts a moment in its week (Monday, UTC)', () => {
    expect(weekStartOf(new Date('2026-11-25T23:00:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(weekStartOf(new Date('2026-11-23T00:00:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(weekStartOf(new Date('2026-11-22T12:00:00Z')).toISOString()).toBe('2026-11-16T00:00:00.000Z');
  });

  it('lists the last weeks and months oldest first, across a year end', () => {
    expect(lastWeeks(new Date('2026-11-25T10:00:00Z'), 3)).toEqual(['2026-11-09', '2026-11-16', '2026-11-23']);
    expect(lastMonths(new Date('2026-02-10T10:00:00Z'), 3)).toEqual(['2025-12', '2026-01', '2026-02']);
  });

  it('fills every week and month, with zeros where nothing was audited', () => {
    const weeks = fillWeeks(['2026-11-16', '2026-11-23'], [{ week: '2026-11-23', status: 'NO_MEMORY_COOKIE', count: 2 }]);
    expect(weeks).toEqual([
      { weekStart: '2026-11-16', counts: [] },
      { weekStart: '2026-11-23', counts: [{ status: 'NO_MEMORY_COOKIE', statusReadable: 'No memory cookie', colour: 'danger', count: 2 }] },
    ]);
    expect(fillMonths(['2026-10', '2026-11'], [{ month: '2026-11', count: 4 }])).toEqual([
      { month: '2026-10', count: 0 },
      { month: '2026-11', count: 4 },
    ]);
  });

  it('names statuses in the screens’ words', () => {
    expect(chartStatus('IMMEDIATE')).toEqual({ status: 'IMMEDIATE', statusReadable: 'Cookie immediately', colour: 'primary' });
    expect(chartStatus('SOMETHING_NEW')).toEqual({ status: 'SOMETHING_NEW', statusReadable: 'SOMETHING_NEW', colour: 'secondary' });
  });
});
