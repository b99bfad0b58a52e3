import { batchProgressText, timeLeftMs, timeLeftText } from './batch-progress';
import { defaultBatchDateRange } from './default-date-range';

describe('batch list texts (spec sections 2 and 9)', () => {
  it("reads 'Processing n / total links...' until the batch is done", () => {
    expect(batchProgressText({ isDone: false, numLinks: 12, numCurrentCompletedAudits: 5 })).toBe(
      'Processing 5 / 12 links...',
    );
    expect(batchProgressText({ isDone: true, numLinks: 12, numCurrentCompletedAudits: 12 })).toBe('Done');
  });

  it('opens on the last 110 days through tomorrow', () => {
    expect(defaultBatchDateRange(Date.UTC(2026, 10, 23, 23, 30))).toEqual({
      startedAtFrom: '2026-08-05',
      startedAtTo: '2026-11-24',
    });
  });
});

describe('the time a batch has left (issue 22)', () => {
  const start = Date.UTC(2026, 10, 26, 12, 0);
  const batch = (done: number, numLinks = 10) => ({ startedAt: new Date(start).toISOString(), numLinks, numCurrentCompletedAudits: done, isDone: false });

  it('goes at the rate the finished audits went: 2 of 10 in 1 min leaves 4 min', () => {
    expect(timeLeftMs(batch(2), start + 60_000)).toBe(240_000);
    expect(timeLeftText(batch(2), start + 60_000)).toBe('about 4 min left');
  });

  it('rounds to the nearest minute, and says less than a minute under one', () => {
    expect(timeLeftText(batch(4), start + 60_000)).toBe('about 2 min left');
    expect(timeLeftText(batch(8), start + 60_000)).toBe('less than a minute left');
    expect(timeLeftText(batch(9), start + 30_000)).toBe('less than a minute left');
  });

  it('slows its estimate as the batch slows: the same done count later means more time left', () => {
    expect(timeLeftMs(batch(5), start + 120_000)).toBeGreaterThan(timeLeftMs(batch(5), start + 60_000)!);
  });

  it('has no estimate before the first audit finishes, or without a start time', () => {
    expect(timeLeftMs(batch(0), start + 60_000)).toBeNull();
    expect(timeLeftMs({ ...batch(3), startedAt: null }, start + 60_000)).toBeNull();
    expect(timeLeftText(batch(0), start + 60_000)).toBe('Estimating the time left once the first link is audited');
  });

  it('has nothing left once done, even if the clock says otherwise', () => {
    expect(timeLeftMs({ ...batch(10), isDone: true }, start)).toBe(0);
    expect(timeLeftMs(batch(12), start + 1000)).toBe(0);
    expect(timeLeftText({ ...batch(3), isDone: true }, start + 60_000)).toBe('');
  });

  it('takes a clock behind the start (a skewed browser clock) as the shortest time', () => {
    expect(timeLeftMs(batch(1, 2), start - 5000)).toBe(1);
  });
});
