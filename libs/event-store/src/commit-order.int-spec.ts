import { randomUUID } from 'node:crypto';
import { readMessagesBatch } from '@event-driven-io/emmett-postgresql';
import { dumbo } from '@event-driven-io/dumbo';
import { Client } from 'pg';
import { createTestDatabase, eventually, type TestDatabase } from '@tracklight/testing';
import { EventStore } from './event-store';
import { START_OF_STORE, type StoredEvent } from './domain-event';
import { readCommitHorizon } from './read-all';
import { StoreSubscription } from './store-subscription';

const context = { actorUserId: null, correlationId: 'commit-order' };

/** The largest power of ten whose neighbours both lie below `limit` (at least 10). */
const powerOfTenBelow = (limit: bigint): bigint => {
  let power = 10n;
  while (power * 10n + 1n < limit) power *= 10n;
  return power;
};

describe('reading the store in commit order (real Postgres)', () => {
  let db: TestDatabase;
  let store: EventStore;

  beforeAll(async () => {
    db = await createTestDatabase('commit_order');
    store = new EventStore(db.url, 12);
    await store.migrate();
  });
  afterAll(async () => {
    await store.close();
    await db.drop();
  });

  it('delivers every event of 8 concurrent writers exactly once, in each stream order, to a live consumer', async () => {
    const writers = 8;
    const perWriter = 1000;
    const streams = Array.from({ length: 12 }, (_, i) => `load-${i}`);
    const seen: StoredEvent[] = [];
    const subscription = new StoreSubscription(store, {
      startAfter: async () => START_OF_STORE,
      handleBatch: async (events) => {
        seen.push(...events);
      },
      onError: (error) => {
        throw error;
      },
      batchSize: 250,
    });
    subscription.start();

    await Promise.all(
      Array.from({ length: writers }, async (_, writer) => {
        for (let i = 0; i < perWriter; i++) {
          // Overlapping streams: every writer writes to every stream, so appends contend.
          const stream = streams[(writer * 7 + i) % streams.length];
          await store.append(stream, [{ type: 'Loaded', data: { writer, i } }], 'any', context);
        }
      }),
    );

    const total = writers * perWriter;
    const deadline = Date.now() + 30_000;
    while (seen.length < total && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await subscription.stop();

    expect(seen).toHaveLength(total);
    expect(new Set(seen.map((e) => e.metadata.eventId)).size).toBe(total);
    for (const stream of streams) {
      const positions = seen.filter((e) => e.streamName === stream).map((e) => Number(e.streamPosition));
      expect(positions).toEqual(positions.map((_, index) => index + 1));
    }
  }, 120_000);

  it('orders transactions by number, not by their digits, where ids cross a power of ten', async () => {
    // Transaction ids grow past 9,999, 99,999, ... on every server in time; as text "10001" sorts
    // before "9999". Rows are written with chosen ids either side of a power of ten rather than
    // waiting for the server's own ids to cross one. The ids are transaction ids of the whole
    // server, so the boundary is chosen below the oldest transaction still running (rows above it
    // are not visible yet), and the rows go to a database of their own, where no other row can
    // sit between them whatever the server has done before.
    const digits = await createTestDatabase('commit_digits');
    const digitsStore = new EventStore(digits.url, 2);
    try {
      await digitsStore.migrate();
      const [{ xmin }] = (
        await digitsStore.pool.query<{ xmin: string }>('SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin')
      ).rows;
      const boundary = powerOfTenBelow(BigInt(xmin) - 1n);
      const insert = (transactionId: bigint, type: string) =>
        digitsStore.pool.query(
          `INSERT INTO emt_messages (stream_id, stream_position, partition, message_data, message_metadata,
             message_schema_version, message_type, message_id, transaction_id)
           VALUES ('digits', $1, 'emt:default', '{}', $2, '1', $3, $4, $5::text::xid8)`,
          [type === 'Lower' ? 1 : 2, JSON.stringify({ eventId: randomUUID() }), type, randomUUID(), String(transactionId)],
        );
      await insert(boundary - 1n, 'Lower');
      await insert(boundary + 1n, 'Higher');

      const all = await digitsStore.readAllAfter(START_OF_STORE, 100);
      expect(all.map((e) => [e.type, e.position.transactionId])).toEqual([
        ['Lower', boundary - 1n],
        ['Higher', boundary + 1n],
      ]);
      expect((await digitsStore.readAllAfter(all[0].position, 1)).map((e) => e.type)).toEqual(['Higher']);
    } finally {
      await digitsStore.close();
      await digits.drop();
    }
  });

  it('holds back a later commit while an earlier transaction is open, and resumes past a lower global position', async () => {
    const before = await store.readAllAfter(START_OF_STORE, 100_000);
    const start = before[before.length - 1].position;

    // Transaction A takes its transaction id first, but appends last: it gets the HIGHER global
    // position with the LOWER transaction id.
    const a = new Client({ connectionString: db.url });
    await a.connect();
    await a.query('BEGIN');
    await a.query('SELECT pg_current_xact_id()');

    await store.append('gap-b', [{ type: 'B', data: {} }], 'any', context);
    expect(await store.readAllAfter(start, 10)).toEqual([]); // B waits for A, which may still commit below it
    // The horizon the readers share holds B back as well, and stays a safe bound once A commits.
    const heldBack = await readCommitHorizon(store.pool);
    expect(await store.readAllAfter(start, 10, heldBack)).toEqual([]);

    await a.query(
      `SELECT * FROM emt_append_to_stream(ARRAY[$1]::text[], ARRAY['{}']::jsonb[], ARRAY[$2]::jsonb[],
         ARRAY['1']::text[], ARRAY['A']::text[], ARRAY['E']::text[], 'gap-a', 'unknown', NULL, 'emt:default')`,
      [randomUUID(), JSON.stringify({ eventId: randomUUID(), schemaVersion: 1, occurredAt: new Date().toISOString(), actorUserId: null, correlationId: 'gap', causationId: null })],
    );
    await a.query('COMMIT');
    await a.end();

    // Commit order waits for the oldest transaction that could still write here: a subtransaction
    // of another suite's may hold it a moment longer, so wait for it rather than read once.
    let after = await store.readAllAfter(start, 10);
    for (const deadline = Date.now() + 30_000; after.length < 2 && Date.now() < deadline; after = await store.readAllAfter(start, 10)) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(after.map((e) => e.type)).toEqual(['A', 'B']);
    expect(after[0].position.globalPosition).toBeGreaterThan(after[1].position.globalPosition);
    expect(await store.readAllAfter(start, 10, heldBack)).toEqual([]);
    const passed = await readCommitHorizon(store.pool);
    expect(passed).toBeGreaterThan(heldBack);
    expect((await store.readAllAfter(start, 10, passed)).map((e) => e.type)).toEqual(['A', 'B']);

    // Resuming one event at a time from our (transaction id, position) checkpoint finds B ...
    const [first] = await store.readAllAfter(start, 1);
    expect((await store.readAllAfter(first.position, 1)).map((e) => e.type)).toEqual(['B']);

    // ... where resuming "after global position N" (emmett's puller checkpoint) would skip it.
    const pool = dumbo({ connectionString: db.url });
    try {
      const { messages } = await readMessagesBatch(pool.execute, { after: first.position.globalPosition, batchSize: 1 });
      expect(messages.map((m) => m.type)).toEqual([]);
    } finally {
      await pool.close();
    }
  });

  it('does not wait for a transaction open in another database, which can never write here', async () => {
    const before = await store.readAllAfter(START_OF_STORE, 100_000);
    const start = before.at(-1)?.position ?? START_OF_STORE;
    const other = await createTestDatabase('commit_order_other');
    const elsewhere = new Client({ connectionString: other.url });
    await elsewhere.connect();
    try {
      // A write transaction left open in the other database: its id is in every snapshot.
      await elsewhere.query('BEGIN');
      await elsewhere.query('SELECT pg_current_xact_id()');
      await store.append('cross-database', [{ type: 'C', data: {} }], 'any', context);
      const after = await eventually(async () => {
        const read = await store.readAllAfter(start, 10);
        expect(read.map((e) => e.type)).toEqual(['C']);
        return read;
      }, 10_000);
      expect(after).toHaveLength(1);
    } finally {
      await elsewhere.query('ROLLBACK');
      await elsewhere.end();
      await other.drop();
    }
  });
});
