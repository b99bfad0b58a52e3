import { batchProgressText } from './batch-progress';
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
