import type { StoredEvent } from './domain-event';
import { decideRecordOnce, streamExists } from './record-once';

const recorded = { type: 'Recorded', data: { id: 'r1' } };

describe('a record-once stream', () => {
  it('given no event, records the event and answers that it did', () => {
    expect(decideRecordOnce(streamExists([]), recorded)).toEqual({ events: [recorded], result: true });
  });

  it('given an event already there, records nothing and answers that it did not', () => {
    const there: StoredEvent[] = [
      {
        ...recorded,
        metadata: { eventId: 'e1', schemaVersion: 1, occurredAt: '2026-11-29T00:00:00Z', actorUserId: null, correlationId: 'c1', causationId: null },
        streamName: 'record-r1',
        streamPosition: 1n,
        position: { transactionId: 1n, globalPosition: 1n },
      },
    ];
    expect(decideRecordOnce(streamExists(there), recorded)).toEqual({ events: [], result: false });
  });
});
