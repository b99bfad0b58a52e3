import { auditSearchLink, monthRange, weeklyRows, weekRange } from './chart-data';

describe('dashboard chart data', () => {
  it('makes one row per week with every status, zeros filled in', () => {
    const { rows, statuses } = weeklyRows([
      { weekStart: '2026-11-16', counts: [{ status: 'IMMEDIATE', statusReadable: 'Cookie immediately', colour: 'primary', count: 2 }] },
      { weekStart: '2026-11-23', counts: [{ status: 'NO_MEMORY_COOKIE', statusReadable: 'No memory cookie', colour: 'danger', count: 1 }] },
    ]);
    expect(rows).toEqual([
      { week: '2026-11-16', IMMEDIATE: 2, NO_MEMORY_COOKIE: 0 },
      { week: '2026-11-23', IMMEDIATE: 0, NO_MEMORY_COOKIE: 1 },
    ]);
    expect(statuses).toEqual([
      { status: 'IMMEDIATE', label: 'Cookie immediately' },
      { status: 'NO_MEMORY_COOKIE', label: 'No memory cookie' },
    ]);
  });

  it('links a chart part to the audits it counts', () => {
    expect(auditSearchLink({ memoryCookieStatus: 'NO_MEMORY_COOKIE', networkId: undefined })).toBe(
      `/reporting/audits?filter=${encodeURIComponent('{"memoryCookieStatus":"NO_MEMORY_COOKIE"}')}`,
    );
    expect(weekRange('2026-11-23')).toEqual({ auditedAtFrom: '2026-11-23', auditedAtTo: '2026-11-29' });
    expect(monthRange('2026-02')).toEqual({ auditedAtFrom: '2026-02-01', auditedAtTo: '2026-02-28' });
    expect(monthRange('2026-12')).toEqual({ auditedAtFrom: '2026-12-01', auditedAtTo: '2026-12-31' });
  });
});
