import type { AuditCompleted } from '@tracklight/contracts';
import type { AnyEvent, NewEvent } from '@tracklight/event-store';
import { decideCompletion, decideNextAttempt, foldAuditRun, MAX_BROWSER_ATTEMPTS, STOPPED_UNFINISHED } from './audit-attempt';

const audit = { auditId: 'a1', batchId: 'b1' };
const now = new Date('2026-12-01T09:00:00.000Z');
/** Given the audit stream's events so far, when a worker decides, then these events. */
const given = (...history: NewEvent[][]) => foldAuditRun(history.flat() as AnyEvent[]);
const start = (...history: NewEvent[][]) => decideNextAttempt(given(...history), given(...history).attempts, audit, now);
const completed = { type: 'AuditCompleted', data: { auditId: 'a1', batchId: 'b1' } } as unknown as AuditCompleted;

describe('an audit\'s attempts (given / when / then)', () => {
  const first = start().events;

  it('starts the first attempt, then the next after one that stopped unfinished', () => {
    expect(start()).toEqual({ events: [{ type: 'AuditStarted', data: { ...audit, attempt: 1, startedAt: now.toISOString() } }], result: { kind: 'started', attempt: 1 } });
    expect(start(first).result).toEqual({ kind: 'started', attempt: 2 });
  });

  it(`fails the audit once ${MAX_BROWSER_ATTEMPTS} attempts stopped unfinished`, () => {
    const second = start(first).events;
    expect(start(first, second)).toEqual({
      events: [{ type: 'AuditFailed', data: { ...audit, reason: STOPPED_UNFINISHED, attempts: 2, failedAt: now.toISOString() } }],
      result: { kind: 'failed' },
    });
  });

  it('leaves a finished audit alone, failed or completed', () => {
    const second = start(first).events;
    const failed = start(first, second).events;
    expect(start(first, second, failed)).toEqual({ events: [], result: { kind: 'finished' } });
    expect(start(first, [completed])).toEqual({ events: [], result: { kind: 'finished' } });
  });

  it('stops a worker whose attempt another worker started since it looked', () => {
    expect(decideNextAttempt(given(first), 0, audit, now)).toEqual({ events: [], result: { kind: 'raced' } });
  });

  it('records the verdict of the latest attempt only', () => {
    expect(decideCompletion(given(first), 1, completed)).toEqual({ events: [completed], result: true });
    expect(decideCompletion(given(first, start(first).events), 1, completed)).toEqual({ events: [], result: false });
    expect(decideCompletion(given(first, [completed]), 1, completed)).toEqual({ events: [], result: false });
  });
});
