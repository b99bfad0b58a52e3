import { activityText, type VerdictAlertActivity } from './verdict-alerts-query';

const base: VerdictAlertActivity = { kind: 'CHANGES_FOUND', batchId: 'b', at: '', changes: null, to: null, attempt: null, ok: null, status: null, error: null };

describe('verdict alert activity in words', () => {
  it('says what each step did', () => {
    expect(activityText({ ...base, changes: 2 })).toBe('2 links changed verdict since the previous run');
    expect(activityText({ ...base, changes: 1 })).toBe('1 link changed verdict since the previous run');
    expect(activityText({ ...base, kind: 'MAILED', to: 'pat@example.com' })).toBe('E-mailed pat@example.com');
    expect(activityText({ ...base, kind: 'WEBHOOK', attempt: 1, ok: false, status: 500, error: 'The receiver answered 500.' })).toBe(
      'Webhook attempt 1 failed: The receiver answered 500.',
    );
    expect(activityText({ ...base, kind: 'WEBHOOK', attempt: 2, ok: true, status: 204 })).toBe('Webhook attempt 2 delivered (204)');
  });
});
