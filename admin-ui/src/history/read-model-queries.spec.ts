import { cancelOutcomeText, lagText, rebuildPercent } from './read-model-queries';

describe('read model figures', () => {
  it('fills the bar towards the events counted at the start, never past full', () => {
    expect(rebuildPercent({ applied: 250, total: 1000 })).toBe(25);
    expect(rebuildPercent({ applied: 1003, total: 1000 })).toBe(100);
    expect(rebuildPercent({ applied: 0, total: 0 })).toBe(100);
  });

  it('says how far behind a read model is, and when the count stopped', () => {
    expect(lagText({ lag: 0, lagCapped: false })).toBe('Up to date');
    expect(lagText({ lag: 1234, lagCapped: false })).toBe('1,234 events behind');
    expect(lagText({ lag: 100000, lagCapped: true })).toBe('100,000+ events behind');
  });

  it('tells the operator whether the cancel stopped the rebuild or came too late', () => {
    const rebuild = { applied: 10, total: 100, startedAt: '2026-11-27T00:00:00Z', finishedAt: '2026-11-27T00:00:01Z', error: null };
    expect(cancelOutcomeText('batches', { ...rebuild, cancelled: true })).toBe('Rebuild of batches cancelled; the read model is as it was.');
    expect(cancelOutcomeText('batches', { ...rebuild, cancelled: false })).toBe('The rebuild of batches had already finished and was kept.');
  });
});
