import { CHOOSE_AUDITS, EMPTY_FORM, errorsText, RANGE_BACKWARDS, rejudgeFilterOf, REJUDGE_CSV_COLUMNS, sameFilter, visibleChanges } from './rejudge-form';
import type { AuditRejudgement } from './rejudge-query';

const change = (auditId: string, auditedAt: string, before: string, after: string, reason = ''): AuditRejudgement => ({
  auditId,
  batchId: 'b',
  link: `https://click.test/${auditId}`,
  auditedAt,
  before: { networkName: 'AWIN', networkVersion: 1, memoryCookieStatus: before, memoryCookieStatusReadable: before, errors: [] },
  after: { networkName: 'AWIN', networkVersion: 2, memoryCookieStatus: after, memoryCookieStatusReadable: after, errors: ['5.4'] },
  reason,
  applied: false,
});

describe('the re-judge form', () => {
  it('needs a batch, a date range or a network, and a range that runs forwards', () => {
    expect(rejudgeFilterOf(EMPTY_FORM)).toEqual({ problem: CHOOSE_AUDITS });
    expect(rejudgeFilterOf({ ...EMPTY_FORM, batchId: '   ' })).toEqual({ problem: CHOOSE_AUDITS });
    expect(rejudgeFilterOf({ ...EMPTY_FORM, from: '2026-02-01T00:00', to: '2026-01-01T00:00' })).toEqual({ problem: RANGE_BACKWARDS });
  });

  it('sends only what was chosen, dates as instants', () => {
    const from = '2026-01-01T10:00';
    expect(rejudgeFilterOf({ ...EMPTY_FORM, batchId: ' b1 ', networkId: 'awin', from })).toEqual({
      filter: { batchId: 'b1', networkId: 'awin', from: new Date(from).toISOString() },
    });
  });

  it('applies only the filter that was previewed', () => {
    expect(sameFilter({ networkId: 'awin' }, { networkId: 'awin' })).toBe(true);
    expect(sameFilter({ networkId: 'awin' }, { networkId: 'cj' })).toBe(false);
    expect(sameFilter(null, { networkId: 'awin' })).toBe(false);
  });
});

describe('the table of changes', () => {
  const changes = [
    change('a1', '2026-01-02T00:00:00Z', 'Cookie immediately', 'No memory cookie', "AWIN's definition changed"),
    change('a2', '2026-01-01T00:00:00Z', 'Cookie with consent', 'Other'),
  ];

  it('searches the audit, link, statuses and reason', () => {
    const order = { by: 'auditedAt', order: 'asc' } as const;
    expect(visibleChanges(changes, 'definition', order).map((c) => c.auditId)).toEqual(['a1']);
    expect(visibleChanges(changes, 'OTHER', order).map((c) => c.auditId)).toEqual(['a2']);
    expect(visibleChanges(changes, '', order).map((c) => c.auditId)).toEqual(['a2', 'a1']);
  });

  it('sorts by audit date or by either status', () => {
    expect(visibleChanges(changes, '', { by: 'auditedAt', order: 'desc' }).map((c) => c.auditId)).toEqual(['a1', 'a2']);
    expect(visibleChanges(changes, '', { by: 'before', order: 'asc' }).map((c) => c.auditId)).toEqual(['a1', 'a2']);
    expect(visibleChanges(changes, '', { by: 'after', order: 'asc' }).map((c) => c.auditId)).toEqual(['a1', 'a2']);
    expect(visibleChanges(changes, '', { by: 'after', order: 'desc' }).map((c) => c.auditId)).toEqual(['a2', 'a1']);
  });

  it('exports readable columns', () => {
    const [first] = changes;
    expect(REJUDGE_CSV_COLUMNS.map((column) => String(column.value(first)))).toEqual([
      'a1', 'b', 'https://click.test/a1', '2026-01-02T00:00:00Z', 'Cookie immediately', 'No memory cookie', 'none', '5.4', 'AWIN v1', 'AWIN v2', "AWIN's definition changed", 'No',
    ]);
    expect(errorsText(['5.3', '5.4'])).toBe('5.3, 5.4');
  });
});
