import { createTestDatabase, type TestDatabase } from '@tracklight/testing';
import { ConcurrentChangeError, decideOnStream, type Fold } from './decide-on-stream';
import { decideOnStreams } from './decide-on-streams';
import type { NewEvent } from './domain-event';
import { EventStore } from './event-store';

const context = { actorUserId: 'user-1', correlationId: 'corr-1' };
const count: Fold<number> = (events) => events.length;
const event = (type: string): NewEvent => ({ type, data: {} });
const types = async (store: EventStore, stream: string) => (await store.readStream(stream)).events.map((e) => e.type);

describe('deciding on streams (real Postgres)', () => {
  let db: TestDatabase;
  let store: EventStore;

  beforeAll(async () => {
    db = await createTestDatabase('decide_on_streams');
    store = new EventStore(db.url, 4);
    await store.migrate();
  });
  afterAll(async () => {
    await store.close();
    await db.drop();
  });

  describe('decideOnStreams', () => {
    it('decides over every stream read, new or not, and appends them in one transaction at the versions read', async () => {
      await store.append('many-b', [event('B1')], 'no-stream', context);
      const progress: [number, number][] = [];
      const seen = await decideOnStreams(
        store,
        ['many-a', 'many-b', 'many-c'],
        count,
        context,
        (states) => ({ events: new Map([['many-a', [event('A1')]], ['many-b', [event('B2')]], ['many-c', []]]), result: Object.fromEntries(states) }),
        (done, total) => progress.push([done, total]),
      );
      expect(seen).toEqual({ 'many-a': 0, 'many-b': 1, 'many-c': 0 });
      expect(progress).toEqual([[0, 2], [1, 2], [2, 2]]);
      const read = await store.readStreams(['many-a', 'many-b', 'many-c']);
      expect([...read.keys()].sort()).toEqual(['many-a', 'many-b']);
      expect(read.get('many-b')!.events.map((e) => e.type)).toEqual(['B1', 'B2']);
      expect(new Set([read.get('many-a')!.events[0], read.get('many-b')!.events[1]].map((e) => e.position.transactionId)).size).toBe(1);
    });

    it('writes nothing when one stream changed after it was read, and says so', async () => {
      await store.append('stale-b', [event('B1')], 'no-stream', context);
      const readStreams = store.readStreams.bind(store);
      // Someone else writes stale-b between the command's read and its transaction.
      jest.spyOn(store, 'readStreams').mockImplementationOnce(async (streams) => {
        const read = await readStreams(streams);
        await store.append('stale-b', [event('Meanwhile')], 1n, context);
        return read;
      });
      const decided = decideOnStreams(store, ['stale-a', 'stale-b'], count, context, () => ({
        events: new Map([['stale-a', [event('A1')]], ['stale-b', [event('B2')]]]),
        result: undefined,
      }));
      await expect(decided).rejects.toBeInstanceOf(ConcurrentChangeError);
      expect(await types(store, 'stale-a')).toEqual([]);
      expect(await types(store, 'stale-b')).toEqual(['B1', 'Meanwhile']);
    });

    it('refuses the whole command when the decider does, and a decision on a stream it did not read', async () => {
      await expect(
        decideOnStreams(store, ['refused-a'], count, context, () => {
          throw new Error('Row 2 is wrong.');
        }),
      ).rejects.toThrow('Row 2 is wrong.');
      await expect(
        decideOnStreams(store, ['refused-a'], count, context, () => ({ events: new Map([['unread', [event('X')]]]), result: undefined })),
      ).rejects.toThrow('Decided on unread, which the command did not read.');
      expect(await types(store, 'refused-a')).toEqual([]);
      expect(await types(store, 'unread')).toEqual([]);
    });
  });

  describe('decideOnStream on a state the caller read already', () => {
    it('decides first on that state, at its version, without reading again', async () => {
      await store.append('known-a', [event('A1')], 'no-stream', context);
      const states: number[] = [];
      await decideOnStream(store, 'known-a', count, context, (state) => {
        states.push(state);
        return { events: [event('A2')], result: undefined };
      }, { state: 41, version: 1n });
      expect(states).toEqual([41]);
      expect(await types(store, 'known-a')).toEqual(['A1', 'A2']);
    });

    it('reads the stream and decides again when it changed since', async () => {
      await store.append('known-b', [event('B1'), event('B2')], 'no-stream', context);
      const states: number[] = [];
      await decideOnStream(store, 'known-b', count, context, (state) => {
        states.push(state);
        return { events: [event(`After${state}`)], result: undefined };
      }, { state: 1, version: 1n });
      expect(states).toEqual([1, 2]);
      expect(await types(store, 'known-b')).toEqual(['B1', 'B2', 'After2']);
    });
  });
});
