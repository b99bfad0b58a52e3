import type { DataSource, EntityManager } from 'typeorm';
import { EventStore, type StoredEvent } from '@tracklight/event-store';
import { createTestDatabase, eventually, type TestDatabase } from '@tracklight/testing';
import { resetCheckpoint } from './checkpoint-store';
import { createReadModelDataSource, openReadModels } from './data-source';
import { catchUp, projectBatch, ProjectionRunner } from './projection-runner';
import { compareWithReplay } from './replay-comparison';
import { rebuildProjection, RebuildCancelled } from './shadow-rebuild';
import type { Projection } from './projection';

const context = { actorUserId: null, correlationId: 'projection-test' };

/** Counts events per stream and keeps the last type: enough to see a double or missed apply. */
class StreamTally implements Projection {
  readonly name = 'stream-tally';
  readonly tables = ['public.tally'];
  crashAfter: number | null = null;
  private applied = 0;

  async apply(event: StoredEvent, manager: EntityManager): Promise<void> {
    await manager.query(
      `INSERT INTO public.tally (stream, events, last_type) VALUES ($1, 1, $2)
       ON CONFLICT (stream) DO UPDATE SET events = tally.events + 1, last_type = EXCLUDED.last_type`,
      [event.streamName, event.type],
    );
    this.applied++;
    if (this.crashAfter !== null && this.applied >= this.crashAfter) throw new Error('crash before commit');
  }
}

const eventsIn = async (dataSource: DataSource): Promise<number> =>
  (await dataSource.query(`SELECT coalesce(sum(events), 0)::int AS n FROM public.tally`))[0].n;

const tally = async (dataSource: DataSource) =>
  dataSource.query(`SELECT stream, events, last_type FROM public.tally ORDER BY stream`);

describe('projections (real Postgres)', () => {
  let db: TestDatabase;
  let store: EventStore;
  let dataSource: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase('projections');
    store = new EventStore(db.url);
    await store.migrate();
    dataSource = await openReadModels(createReadModelDataSource(db.url));
    // touched_at is the database's own stamp: no replay reproduces it, so comparisons leave it out.
    await dataSource.query(
      `CREATE TABLE public.tally (stream text PRIMARY KEY, events int NOT NULL, last_type text NOT NULL, touched_at timestamptz NOT NULL DEFAULT clock_timestamp())`,
    );
    await dataSource.query(`CREATE INDEX tally_by_type ON public.tally (last_type)`);
    for (let i = 0; i < 300; i++) {
      await store.append(`tally-${i % 7}`, [{ type: `E${i}`, data: {} }], 'any', context);
    }
    // Events show once every older transaction on the server has ended (read-all.ts): a test file
    // beside this one, in another database, may hold them back for a moment.
    await eventually(async () => expect(await store.readAllAfter({ transactionId: 0n, globalPosition: 0n }, 1000)).toHaveLength(300), 60_000);
  }, 90_000);
  afterAll(async () => {
    await dataSource.destroy();
    await store.close();
    await db.drop();
  });

  it('applies nothing twice when it crashes between applying and committing', async () => {
    const crashing = new StreamTally();
    crashing.crashAfter = 120;
    const events = await store.readAllAfter({ transactionId: 0n, globalPosition: 0n }, 100);
    await projectBatch(store, dataSource, crashing, events); // first 100 committed
    const next = await store.readAllAfter(events[events.length - 1].position, 100);
    await expect(projectBatch(store, dataSource, crashing, next)).rejects.toThrow('crash before commit');
    expect((await tally(dataSource)).reduce((sum: number, row: { events: number }) => sum + row.events, 0)).toBe(100);

    // A restarted runner resumes from the committed checkpoint, and re-offered events are skipped.
    await projectBatch(store, dataSource, new StreamTally(), events);
    await catchUp(store, dataSource, new StreamTally());
    const rows = await tally(dataSource);
    expect(rows.reduce((sum: number, row: { events: number }) => sum + row.events, 0)).toBe(300);
  });

  it('rebuilds to the same read model as live projection', async () => {
    const live = await tally(dataSource);
    let lastProgress = 0;
    const applied = await rebuildProjection(store, dataSource, new StreamTally(), (n: number) => (lastProgress = n));
    expect(applied).toBe(300);
    expect(lastProgress).toBe(300);
    expect(await tally(dataSource)).toEqual(live);
  });

  it('rebuilds under concurrent writes into a shadow: readers always see a whole table, and it ends as a fresh replay would', async () => {
    const runner = new ProjectionRunner(store, dataSource, new StreamTally(), (error) => {
      throw error;
    });
    runner.start();
    await catchUp(store, dataSource, new StreamTally());
    const before = await eventsIn(dataSource);
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        await store.append(`tally-${written++ % 11}`, [{ type: `W${written}`, data: {} }], 'any', context);
        await new Promise((r) => setTimeout(r, 10));
      }
    })();
    // A reader polling the live table: never empty or partial, never behind what it saw before.
    let reading = true;
    const seen: number[] = [];
    const reader = (async () => {
      while (reading) {
        seen.push(await eventsIn(dataSource));
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    const slow = new StreamTally();
    const apply = slow.apply.bind(slow);
    slow.apply = async (event, manager) => {
      await new Promise((r) => setTimeout(r, 2)); // a rebuild long enough for writes and reads to interleave
      await apply(event, manager);
    };
    await rebuildProjection(store, dataSource, slow);
    writing = false;
    await writer;
    await catchUp(store, dataSource, new StreamTally());
    reading = false;
    await reader;
    await runner.stop();

    expect(written).toBeGreaterThan(10);
    expect(seen.length).toBeGreaterThan(10);
    expect(Math.min(...seen)).toBeGreaterThanOrEqual(before);
    seen.forEach((count, i) => expect(count).toBeGreaterThanOrEqual(seen[Math.max(0, i - 1)]));
    // A fresh replay, straight from the store: every stream's count and last event type.
    const replay = await dataSource.query(
      `SELECT stream_id AS stream, count(*)::int AS events, (array_agg(message_type ORDER BY stream_position DESC))[1] AS last_type
         FROM emt_messages GROUP BY stream_id ORDER BY stream_id`,
    );
    expect(await tally(dataSource)).toEqual(replay);
    // The shadow is gone, its checkpoint too, and the live table kept its index names.
    expect(await dataSource.query(`SELECT to_regclass('public.tally__rebuild') AS shadow`)).toEqual([{ shadow: null }]);
    expect(await dataSource.query(`SELECT name FROM platform.checkpoints WHERE name LIKE '%__rebuild'`)).toEqual([]);
    expect((await dataSource.query(`SELECT indexname FROM pg_indexes WHERE tablename = 'tally' ORDER BY indexname`)).map((row: { indexname: string }) => row.indexname)).toEqual(['tally_by_type', 'tally_pkey']);
  }, 120_000);

  it('leaves the live read model as it was when a rebuild fails', async () => {
    const live = await tally(dataSource);
    const failing = new StreamTally();
    failing.crashAfter = 50;
    await expect(rebuildProjection(store, dataSource, failing)).rejects.toThrow('crash before commit');
    expect(await tally(dataSource)).toEqual(live);
    expect(await dataSource.query(`SELECT to_regclass('public.tally__rebuild') AS shadow`)).toEqual([{ shadow: null }]);
  });

  it('leaves the live read model as it was when a rebuild is cancelled part way', async () => {
    const live = await tally(dataSource);
    const controller = new AbortController();
    const cancelled = new RebuildCancelled('stream-tally');
    // Marks what it writes, so a swap despite the cancel would show; cancels while applying.
    const cancelling = new StreamTally();
    const apply = cancelling.apply.bind(cancelling);
    cancelling.apply = async (event, manager) => {
      await apply({ ...event, type: 'from the cancelled rebuild' }, manager);
      controller.abort(cancelled);
    };
    let progressed = 0;
    await expect(rebuildProjection(store, dataSource, cancelling, (applied) => (progressed = applied), controller.signal)).rejects.toBe(cancelled);
    expect(progressed).toBeGreaterThan(0);
    expect(await tally(dataSource)).toEqual(live);
    expect(await dataSource.query(`SELECT to_regclass('public.tally__rebuild') AS shadow`)).toEqual([{ shadow: null }]);
    expect(await dataSource.query(`SELECT name FROM platform.checkpoints WHERE name LIKE '%__rebuild'`)).toEqual([]);
  });

  it('leaves out a batch read before the checkpoint was moved back', async () => {
    const live = await tally(dataSource);
    const all = await store.readAllAfter({ transactionId: 0n, globalPosition: 0n }, 1000);
    // A live runner read its next batch (the last ten events), then a rebuild emptied the model.
    const stale = all.slice(-10);
    await dataSource.transaction(async (manager) => {
      await manager.query(`TRUNCATE public.tally`);
      await resetCheckpoint(manager, 'projection:stream-tally');
    });
    await expect(projectBatch(store, dataSource, new StreamTally(), stale)).resolves.toBe(0);
    await expect(tally(dataSource)).resolves.toEqual([]);
    await catchUp(store, dataSource, new StreamTally());
    expect(await tally(dataSource)).toEqual(live);
  });

  it('keeps up with new events while running', async () => {
    const runner = new ProjectionRunner(store, dataSource, new StreamTally(), (error) => {
      throw error;
    });
    runner.start();
    await store.append('tally-live', [{ type: 'Live', data: {} }], 'no-stream', context);
    const deadline = Date.now() + 10_000;
    let row: { events: number }[] = [];
    while (row.length === 0 && Date.now() < deadline) {
      row = await dataSource.query(`SELECT events FROM tally WHERE stream = 'tally-live'`);
      await new Promise((r) => setTimeout(r, 50));
    }
    await runner.stop();
    expect(row).toEqual([{ events: 1 }]);
  });

  it('finds the read model equal to a fresh replay, taking along the events its runner had not applied yet', async () => {
    await catchUp(store, dataSource, new StreamTally());
    await store.append('tally-behind', [{ type: 'NotYetProjected', data: {} }], 'no-stream', context);
    expect(await compareWithReplay(store, dataSource, new StreamTally())).toEqual([]);
    expect(await dataSource.query(`SELECT events FROM public.tally WHERE stream = 'tally-behind'`)).toEqual([{ events: 1 }]);
    expect(await dataSource.query(`SELECT to_regclass('public.tally__replay') AS shadow`)).toEqual([{ shadow: null }]);
  });

  it('names the table and the rows where a read model drifted from the store', async () => {
    await dataSource.query(`UPDATE public.tally SET events = events + 1 WHERE stream = 'tally-3'`);
    const [{ events }] = await dataSource.query(`SELECT events FROM public.tally WHERE stream = 'tally-3'`);
    try {
      expect(await compareWithReplay(store, dataSource, new StreamTally())).toEqual([
        expect.objectContaining({ table: 'public.tally', onlyLive: 1, onlyReplay: 1, liveSamples: [expect.stringContaining(`tally-3,${events},`)] }),
      ]);
    } finally {
      await dataSource.query(`UPDATE public.tally SET events = events - 1 WHERE stream = 'tally-3'`);
    }
    expect(await dataSource.query(`SELECT name FROM platform.checkpoints WHERE name LIKE '%__replay'`)).toEqual([]);
  });
});
