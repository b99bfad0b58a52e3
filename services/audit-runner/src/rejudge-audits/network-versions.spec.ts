import type { ReadStreamResult, StoredEvent } from '@tracklight/event-store';
import { NetworkVersions } from './network-versions';

const defined = (streamPosition: number, transactionId: number): StoredEvent => ({
  type: 'NetworkDefined',
  data: {},
  metadata: { eventId: 'e', schemaVersion: 1, occurredAt: '', actorUserId: null, correlationId: 'c', causationId: null },
  streamName: 'network-awin',
  streamPosition: BigInt(streamPosition),
  position: { transactionId: BigInt(transactionId), globalPosition: BigInt(transactionId) },
});

const versions = NetworkVersions.fromStreams(
  new Map<string, ReadStreamResult>([['network-awin', { events: [defined(1, 10), defined(2, 50)], version: 2n }]]),
  (stream) => stream.slice('network-'.length),
);

describe('NetworkVersions', () => {
  it('tells which version stood at a place in the store', () => {
    expect(versions.at('awin', { transactionId: 5n, globalPosition: 5n })).toBeNull();
    expect(versions.at('awin', { transactionId: 20n, globalPosition: 20n })).toBe(1);
    expect(versions.at('awin', { transactionId: 60n, globalPosition: 60n })).toBe(2);
    expect(versions.at(null, { transactionId: 60n, globalPosition: 60n })).toBeNull();
    expect(versions.at('impact', { transactionId: 60n, globalPosition: 60n })).toBeNull();
  });
});
