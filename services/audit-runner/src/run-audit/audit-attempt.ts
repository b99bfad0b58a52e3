import { isAuditEvent, type AuditCompleted, type AuditFailed, type AuditStarted } from '@tracklight/contracts';
import type { AnyEvent, Decision } from '@tracklight/event-store';

// An audit's attempts on its stream (`audit-<id>`): pure evolve and decide, so the given/when/then
// specs need no database. Until the audit finishes only AuditStarted is appended to it, one per
// attempt, so a worker that decides on the attempts it saw collides with any other worker that
// moved the stream since, as an expected version would.

/** A crashed browser gets one retry with a fresh one; then the audit is recorded as failed. */
export const MAX_BROWSER_ATTEMPTS = 2;
/**
 * Why an audit whose attempts all stopped unfinished failed. An attempt leaves only its
 * AuditStarted behind whether its browser crashed or its worker died (killed, or stalled past its
 * job's lock), so the reason names both.
 */
export const STOPPED_UNFINISHED = 'The audit stopped twice before it finished (its browser crashed or its worker stopped). Audit the link again.';

export interface AuditRunState {
  /** AuditStarted events so far: the attempts begun. */
  attempts: number;
  /** Completed or failed: nothing more is run. */
  finished: boolean;
}

export const NOT_STARTED: AuditRunState = { attempts: 0, finished: false };

export function evolveAuditRun(state: AuditRunState, event: AnyEvent): AuditRunState {
  if (!isAuditEvent(event)) return state;
  if (event.type === 'AuditStarted') return { ...state, attempts: state.attempts + 1 };
  if (event.type === 'AuditCompleted' || event.type === 'AuditFailed') return { ...state, finished: true };
  return state;
}

export const foldAuditRun = (events: readonly AnyEvent[]): AuditRunState => events.reduce(evolveAuditRun, NOT_STARTED);

/** What a worker does with the audit it was handed. */
export type NextStep =
  | { kind: 'finished' }
  /** Another worker moved the audit since this one looked: it goes on, this one stops. */
  | { kind: 'raced' }
  | { kind: 'failed' }
  | { kind: 'started'; attempt: number };

type Audit = { auditId: string; batchId: string };

/**
 * The next attempt, or AuditFailed once MAX_BROWSER_ATTEMPTS stopped unfinished; `seenAttempts`
 * are the attempts the worker saw when it took the job, so of two racing for one attempt only one
 * starts it.
 */
export function decideNextAttempt(state: AuditRunState, seenAttempts: number, { auditId, batchId }: Audit, now: Date): Decision<NextStep> {
  if (state.finished) return { events: [], result: { kind: 'finished' } };
  if (state.attempts !== seenAttempts) return { events: [], result: { kind: 'raced' } };
  const attempt = state.attempts + 1;
  if (attempt > MAX_BROWSER_ATTEMPTS) {
    const failed: AuditFailed = {
      type: 'AuditFailed',
      data: { auditId, batchId, reason: STOPPED_UNFINISHED, attempts: state.attempts, failedAt: now.toISOString() },
    };
    return { events: [failed], result: { kind: 'failed' } };
  }
  const started: AuditStarted = { type: 'AuditStarted', data: { auditId, batchId, attempt, startedAt: now.toISOString() } };
  return { events: [started], result: { kind: 'started', attempt } };
}

/**
 * The verdict of an attempt still the audit's latest; answers whether it was recorded. An attempt
 * overtaken by a later one (its worker stalled past the job's lock) records nothing.
 */
export function decideCompletion(state: AuditRunState, attempt: number, completed: AuditCompleted): Decision<boolean> {
  const latest = !state.finished && state.attempts === attempt;
  return latest ? { events: [completed], result: true } : { events: [], result: false };
}
