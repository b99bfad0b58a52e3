import { anAudit } from './audit-view.fixture';
import { memoryCookieComparison } from './memory-cookie-comparison';

describe('memory cookie comparison (dashboard, spec 2)', () => {
  it("'No previous running' / 'No next running' when there is no such run", () => {
    expect(memoryCookieComparison(anAudit())).toEqual({
      previous: 'No previous running',
      next: 'No next running',
    });
  });

  it("'Same' or 'Different' by memory cookie status", () => {
    const audit = anAudit({
      memoryCookieStatus: 'IMMEDIATE',
      previousComparisonAudit: { memoryCookieStatus: 'IMMEDIATE' },
      nextComparisonAudit: { memoryCookieStatus: 'NO_MEMORY_COOKIE' },
    });
    expect(memoryCookieComparison(audit)).toEqual({ previous: 'Same', next: 'Different' });
  });
});
