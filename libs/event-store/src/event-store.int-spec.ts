import { createTestDatabase, eventually, type TestDatabase } from '@tracklight/testing';
import { EventStore } from './event-store';
import { START_OF_STORE } from './domain-event';
import { StreamVersionConflictError } from './stream-version-conflict.error';
import { seedStreams } from './record-once';

const context = { actorUserId: 'user-1', correlationId: 'corr-1', causationId: 'cmd-1' };

describe('EventStore (real Postgres)', () => {
  let db: TestDatabase;
  let store: EventStore;

  beforeAll(async () => {
    db = await createTestDatabase('event_store');
    store = new EventStore(db.url);
    await store.migrate();
  });
  afterAll(async () => {
    await store.close();
    await db.drop();
  });

  it('appends with the expected version and reads the stream back with its metadata', async () => {
    const first = await store.append('batch-1', [{ type: 'BatchSubmitted', data: { links: 2 } }], 'no-stream', context);
    const second = await store.append('batch-1', [{ type: 'BatchRenamed', data: { name: 'x' } }], first.nextVersion, context);
    expect(second.nextVersion).toBe(2n);

    const { events, version } = await store.readStream('batch-1');
    expect(version).toBe(2n);
    expect(events.map((e) => e.type)).toEqual(['BatchSubmitted', 'BatchRenamed']);
    expect(events[0].metadata).toMatchObject({ actorUserId: 'user-1', correlationId: 'corr-1', causationId: 'cmd-1', schemaVersion: 1 });
    expect(events[0].metadata.eventId).toMatch(/^[0-9a-f-]{36}$/);
    expect(events[0].position.transactionId).toBeGreaterThan(0n);
  });

  it('records the appending process as each event\'s writer, in single and multi-stream appends', async () => {
    const cms = new EventStore(db.url, 2, 'cms');
    try {
      await cms.append('writer-a', [{ type: 'A', data: {} }], 'no-stream', context);
      await cms.appendToStreams([{ stream: 'writer-b', events: [{ type: 'B', data: {} }], expectedVersion: 'no-stream' }], context);
      await store.append('writer-a', [{ type: 'C', data: {} }], 1n, context);
    } finally {
      await cms.close();
    }
    const read = await store.readStreams(['writer-a', 'writer-b']);
    expect(read.get('writer-a')!.events.map((e) => e.metadata.writer)).toEqual(['cms', undefined]);
    expect(read.get('writer-b')!.events.map((e) => e.metadata.writer)).toEqual(['cms']);
  });

  it('seeds a stream only in a process of its owner, or one that is no single service', async () => {
    const seed = (stream: string) => ({ stream, event: { type: 'NetworkDefined', data: {} } });
    const [runner, cms] = [new EventStore(db.url, 2, 'audit-runner'), new EventStore(db.url, 2, 'cms')];
    try {
      expect(await seedStreams(runner, 'seed', [seed('network-seeded-1')])).toBe(0);
      expect(await seedStreams(runner, 'seed', [seed('audit-seeded-1')])).toBe(1);
      expect(await seedStreams(cms, 'seed', [seed('network-seeded-1')])).toBe(1);
      expect(await seedStreams(store, 'seed', [seed('network-seeded-2')])).toBe(1);
    } finally {
      await Promise.all([runner.close(), cms.close()]);
    }
  });

  it('refuses a stale expected version with a typed error and writes nothing', async () => {
    await store.append('batch-2', [{ type: 'BatchSubmitted', data: {} }], 'no-stream', context);
    await expect(
      store.append('batch-2', [{ type: 'A', data: {} }, { type: 'B', data: {} }], 0n, context),
    ).rejects.toBeInstanceOf(StreamVersionConflictError);
    await expect(store.append('batch-2', [{ type: 'C', data: {} }], 'no-stream', context)).rejects.toBeInstanceOf(
      StreamVersionConflictError,
    );
    const { events } = await store.readStream('batch-2');
    expect(events.map((e) => e.type)).toEqual(['BatchSubmitted']);
  });

  it('appends to many streams in one transaction: all of them, or none when any version is stale', async () => {
    await store.append('multi-b', [{ type: 'B1', data: {} }], 'no-stream', context);
    const done: number[] = [];
    await store.appendToStreams(
      [
        { stream: 'multi-a', events: [{ type: 'A1', data: {} }, { type: 'A2', data: {} }], expectedVersion: 'no-stream' },
        { stream: 'multi-b', events: [{ type: 'B2', data: {} }], expectedVersion: 1n },
      ],
      context,
      (count) => done.push(count),
    );
    expect(done).toEqual([1, 2]);
    const read = await store.readStreams(['multi-a', 'multi-b']);
    expect(read.get('multi-a')!.events.map((e) => [e.type, e.streamPosition])).toEqual([['A1', 1n], ['A2', 2n]]);
    expect(read.get('multi-b')!.events.map((e) => e.type)).toEqual(['B1', 'B2']);
    expect(read.get('multi-b')!.events[1].metadata).toMatchObject({ actorUserId: 'user-1', correlationId: 'corr-1' });
    // One commit: every event of the append carries the same transaction id.
    expect(new Set([...read.get('multi-a')!.events, read.get('multi-b')!.events[1]].map((e) => e.position.transactionId)).size).toBe(1);

    await expect(
      store.appendToStreams(
        [
          { stream: 'multi-c', events: [{ type: 'C1', data: {} }], expectedVersion: 'no-stream' },
          { stream: 'multi-b', events: [{ type: 'B3', data: {} }], expectedVersion: 1n },
        ],
        context,
      ),
    ).rejects.toBeInstanceOf(StreamVersionConflictError);
    expect((await store.readStream('multi-c')).events).toEqual([]);
    expect((await store.readStream('multi-b')).version).toBe(2n);
    // The connection went back to the pool usable: the next append works.
    await store.appendToStreams([{ stream: 'multi-c', events: [{ type: 'C1', data: {} }], expectedVersion: 'no-stream' }], context);
    expect((await store.readStream('multi-c')).version).toBe(1n);
  });

  it('reads many streams in one go, each in stream order with its version', async () => {
    await store.append('many-a', [{ type: 'A1', data: {} }, { type: 'A2', data: {} }], 'no-stream', context);
    await store.append('many-b', [{ type: 'B1', data: {} }], 'no-stream', context);
    const read = await store.readStreams(['many-b', 'many-a', 'many-missing']);
    expect([...read.keys()].sort()).toEqual(['many-a', 'many-b']);
    expect(read.get('many-a')).toMatchObject({ version: 2n, events: [{ type: 'A1' }, { type: 'A2' }] });
    expect(read.get('many-b')?.version).toBe(1n);
    expect(await store.readStreams([])).toEqual(new Map());
  });

  it('reads the events at given stream positions', async () => {
    await store.append('at-a', [{ type: 'X1', data: {} }, { type: 'X2', data: { n: 2 } }], 'no-stream', context);
    await store.append('at-b', [{ type: 'Y1', data: {} }], 'no-stream', context);
    const events = await store.readEventsAt([
      { stream: 'at-a', position: 2n },
      { stream: 'at-b', position: 1n },
      { stream: 'at-b', position: 5n },
    ]);
    expect(events.map((e) => `${e.streamName}:${e.type}`).sort()).toEqual(['at-a:X2', 'at-b:Y1']);
    expect(events.find((e) => e.type === 'X2')?.data).toEqual({ n: 2 });
  });

  it('reads a missing stream as version 0 with no events', async () => {
    await expect(store.readStream('batch-missing')).resolves.toEqual({ events: [], version: 0n });
  });

  it('reads the whole store in order after a position', async () => {
    // Events show once every transaction older than theirs has ended, on the whole server (read-all.ts):
    // a test file beside this one, in another database, may hold them back for a moment.
    const all = await eventually(async () => {
      const read = await store.readAllAfter(START_OF_STORE, 1000);
      expect(read.length).toBeGreaterThanOrEqual(3);
      return read;
    }, 60_000);
    const rest = await store.readAllAfter(all[0].position, 1000);
    expect(rest).toEqual(all.slice(1));
  }, 90_000);
});
