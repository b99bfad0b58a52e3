import { isAuditEvent, isAuditRequested } from './audit-events';
import { isBatchEvent } from './batch-events';
import { eventGuard } from './event-guard';

describe('event guards', () => {
  it('narrow an event to its family by type alone, whatever else it carries', () => {
    const isGreeting = eventGuard<{ type: 'Hello' | 'Bye'; data: { to: string } }>(['Hello', 'Bye']);
    const stored = { type: 'Hello', data: { to: 'you' } as Record<string, unknown>, streamName: 'greeting-1' };
    expect(isGreeting(stored)).toBe(true);
    expect(isGreeting({ ...stored, type: 'Hello!' })).toBe(false);
    if (isGreeting(stored)) expect(stored.data.to.toUpperCase()).toBe('YOU');
  });

  it('tell the audit stream\'s events from the request the batch stream holds', () => {
    expect(['AuditStarted', 'AuditCompleted', 'AuditFailed', 'AuditRejudged', 'AuditRequested'].map((type) => isAuditEvent({ type }))).toEqual([true, true, true, true, false]);
    expect(isAuditRequested({ type: 'AuditRequested' })).toBe(true);
    expect(isBatchEvent({ type: 'AuditRequested' })).toBe(false);
    expect(['BatchSubmitted', 'BatchRenamed', 'BatchLinkRerunRequested'].every((type) => isBatchEvent({ type }))).toBe(true);
  });
});
