import { replayCheckText } from './replay-check';

describe('replay check text', () => {
  it('says whether a read model equals a fresh replay, and by how many rows each table differs', () => {
    expect(replayCheckText([])).toEqual(['Equal to a fresh replay of the event store.']);
    expect(replayCheckText([{ table: 'batches.batches', onlyLive: 1, onlyReplay: 2, liveSamples: [], replaySamples: [] }])).toEqual([
      'batches.batches: 1 row only in the read model, 2 rows only in a fresh replay.',
    ]);
    expect(replayCheckText([{ table: 'reporting.audits', onlyLive: 1234, onlyReplay: 0, liveSamples: ['x'], replaySamples: [] }])).toEqual([
      'reporting.audits: 1,234 rows only in the read model, 0 rows only in a fresh replay.',
    ]);
  });
});
