import { Client } from 'pg';
import { createTestDatabase, eventually, type TestDatabase } from '@tracklight/testing';
import { APPENDED_CHANNEL } from './append-notifications';
import { EventStore } from './event-store';
import { START_OF_STORE, type StoredEvent } from './domain-event';
import { StoreSubscription } from './store-subscription';

const context = { actorUserId: null, correlationId: 'append-notifications' };

/** Within a second of its append, the subscription has handed over the stream's event. */
const seenWithinASecond = (stream: string, seen: StoredEvent[]) =>
  eventually(async () => expect(seen.map((event) => event.streamName)).toContain(stream), 1_000, 10);

/**
 * Waits out a subscription's quick polls (10 ms, doubling): after 6 s it sleeps until past 10 s,
 * so an event it finds within a second of its append was announced, not polled for.
 */
const pastQuickPolls = () => new Promise((resolve) => setTimeout(resolve, 6_000));

/**
 * Store readers are told of appends (real Postgres, LISTEN/NOTIFY): a subscription whose idle poll
 * is a minute away still sees an append at once, from another process's connection too, and keeps
 * hearing of appends after its listening connection is cut.
 */
describe('append notifications (real Postgres)', () => {
  let db: TestDatabase;
  let store: EventStore;
  let writer: EventStore;
  let subscription: StoreSubscription;
  const seen: StoredEvent[] = [];

  beforeAll(async () => {
    db = await createTestDatabase('append_notify');
    store = new EventStore(db.url, 4);
    await store.migrate();
    // Another process's store: its appends reach this one only through the database.
    writer = new EventStore(db.url, 2);
    subscription = new StoreSubscription(store, {
      startAfter: async () => START_OF_STORE,
      handleBatch: async (events) => void seen.push(...events),
      onError: (error) => {
        throw error;
      },
      // Far longer than any wait below: only a notification can explain a prompt delivery.
      maxIdleDelayMs: 60_000,
    });
    subscription.start();
    await pastQuickPolls();
  });
  afterAll(async () => {
    await subscription?.stop();
    await writer?.close();
    await store?.close();
    await db?.drop();
  });

  it("delivers another process's append within a second, though its next idle poll is a minute away", async () => {
    await writer.append('notified-1', [{ type: 'Noted', data: { n: 1 } }], 'no-stream', context);
    await seenWithinASecond('notified-1', seen);
  });

  it('hears of appends again after its listening connection is cut', async () => {
    const admin = new Client({ connectionString: db.url });
    await admin.connect();
    try {
      const listening = async () =>
        (await admin.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = $1', [`LISTEN ${APPENDED_CHANNEL}`])).rows;
      const [before] = await listening();
      expect(before).toBeDefined();
      await admin.query('SELECT pg_terminate_backend($1)', [before.pid]);
      // It connects again by itself (after about a second), and listens under a new backend.
      await eventually(async () => {
        const now = await listening();
        expect(now).toHaveLength(1);
        expect(now[0].pid).not.toBe(before.pid);
      }, 10_000, 100);
      // Past the quick polls the reconnection started.
      await pastQuickPolls();
      await writer.append('notified-2', [{ type: 'Noted', data: { n: 2 } }], 'no-stream', context);
      await seenWithinASecond('notified-2', seen);
    } finally {
      await admin.end();
    }
  });
});
