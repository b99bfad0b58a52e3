import { actorText, instantOf, readableEventType, readableField, readableValue } from './history-text';

describe('history in plain words', () => {
  it('splits event types and field paths into words', () => {
    expect(readableEventType('NetworkSuccessCriteriaChanged')).toBe('Network success criteria changed');
    expect(readableEventType('AuditRejudged')).toBe('Audit rejudged');
    expect(readableField('successCriteria.alp.cookies')).toBe('success criteria › alp › cookies');
  });

  it('shows values without JSON quoting, and says when a field was not set', () => {
    expect(readableValue('"Awin"')).toBe('Awin');
    expect(readableValue('true')).toBe('yes');
    expect(readableValue(null)).toBe('(not set)');
    expect(readableValue('null')).toBe('(empty)');
    expect(readableValue('["a","b"]')).toBe('["a","b"]');
    expect(readableValue('["a", "b…')).toBe('["a", "b…');
  });

  it('names the actor, an API key, or the system', () => {
    expect(actorText({ actor: { id: 'u1', name: 'Pat', email: 'pat@example.com' }, apiKeyId: null })).toBe('Pat <pat@example.com>');
    expect(actorText({ actor: { id: 'u1', name: 'Pat', email: 'pat@example.com' }, apiKeyId: 'k1' })).toBe('Pat <pat@example.com> (with an API key)');
    expect(actorText({ actor: null, apiKeyId: null })).toBe('System');
    expect(actorText({ actor: { id: 'u9', name: null, email: null }, apiKeyId: null })).toBe('Removed user u9');
  });

  it('turns a local date-time into an instant, and refuses a blank or bad one', () => {
    expect(instantOf('')).toBeNull();
    expect(instantOf('not a date')).toBeNull();
    expect(instantOf('2026-11-25T10:30')).toBe(new Date('2026-11-25T10:30').toISOString());
  });
});
