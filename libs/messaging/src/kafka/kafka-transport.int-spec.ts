import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { DataSource } from 'typeorm';
import type { Admin, Kafka } from 'kafkajs';
import {
  EventStore,
  START_OF_STORE,
  type BoundedContext,
  type StoredEvent,
} from '@tracklight/event-store';
import {
  createReadModelDataSource,
  openReadModels,
  readCheckpoint,
  saveCheckpoint,
} from '@tracklight/read-models';
import { createTestDatabase, type TestDatabase } from '@tracklight/testing';
import type { EventTransport } from '../event-transport';
import { subscribeIdempotently } from '../subscribe-idempotently';
import {
  createKafkaClient,
  ensureTopics,
  parseKafkaBrokers,
  type KafkaLogSink,
} from './kafka-client';
import { topicFor } from './kafka-codec';
import { KafkaEventTransport } from './kafka-event-transport';
import { KAFKA_RELAY_CHECKPOINT, KafkaRelay } from './kafka-relay';

// Real broker (deploy/kafka/kafka.sh), real Postgres. Topics are shared by every run on this
// broker, so each run names its streams with a run id, starts its consumer groups at the topics'
// end offsets as they were before it published, and ignores anything not from its own streams.

const BROKERS = process.env.KAFKA_BROKERS ?? '127.0.0.1:9092';
const REPO_ROOT = resolve(__dirname, '../../../..');
const RUN = randomBytes(4).toString('hex');
const CONSUMED: BoundedContext[] = ['batches', 'audit-runner'];
const context = { actorUserId: null, correlationId: `kafka-test-${RUN}` };

// 12 batches streams + 8 audit-runner streams are consumed; the cms streams must never arrive.
const consumedStreams = [
  ...Array.from({ length: 12 }, (_, i) => `batch-${RUN}-${i}`),
  ...Array.from({ length: 8 }, (_, i) => `audit-${RUN}-${i}`),
];
const ignoredStreams = [`network-${RUN}-0`, `network-${RUN}-1`];
const isOurs = (event: StoredEvent): boolean => event.streamName.includes(`-${RUN}-`);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A value with its bigints (stream and global positions) as strings, for assertions: jest's worker
 * cannot send a failed comparison of bigints to its parent, so the suite would fail without
 * saying which assertion did.
 */
const printable = <T>(value: T): unknown => JSON.parse(JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? v.toString() : v)) ?? 'null');

const waitFor = async (
  what: string,
  check: () => Promise<boolean>,
  timeoutMs = 40_000,
): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(50);
  }
};

const quietLogs = (): KafkaLogSink & { errors: string[] } => {
  const errors: string[] = [];
  return {
    errors,
    error: (obj, msg) => errors.push(`${msg ?? ''} ${JSON.stringify(obj).slice(0, 300)}`),
    warn: () => undefined,
    info: () => undefined,
    debug: () => undefined,
  };
};

describe('Kafka relay and transport (real broker, real Postgres)', () => {
  let db: TestDatabase;
  let store: EventStore;
  let dataSource: DataSource;
  let kafka: Kafka;
  let admin: Admin;
  /** Each consumed topic's end offsets before this run published anything. */
  const startOffsets = new Map<string, { partition: number; offset: string }[]>();
  const groups: string[] = [];
  const logs = quietLogs();
  const transportErrors: unknown[] = [];
  const relayErrors: unknown[] = [];

  /**
   * A fresh group that starts where this run's messages start, so older runs' messages are not
   * read at all. (admin.setOffsets does the same through a consumer that waits for a fetch; this
   * commits straight after joining.)
   */
  const newGroup = async (label: string): Promise<string> => {
    const group = `kafka-test-${RUN}-${label}`;
    groups.push(group);
    const topics = [...startOffsets.keys()];
    const pin = kafka.consumer({ groupId: group, maxWaitTimeInMs: 100 });
    await pin.connect();
    try {
      await pin.subscribe({ topics });
      await pin.run({ autoCommit: false, eachBatch: async () => undefined });
      pin.pause(topics.map((topic) => ({ topic })));
      await pin.commitOffsets(
        [...startOffsets].flatMap(([topic, partitions]) =>
          partitions.map((p) => ({ topic, ...p })),
        ),
      );
    } finally {
      await pin.disconnect();
    }
    return group;
  };

  const newTransport = () =>
    new KafkaEventTransport({
      brokers: BROKERS,
      logger: logs,
      onError: (e) => transportErrors.push(e),
    });
  const newRelay = () =>
    new KafkaRelay(store, dataSource, {
      brokers: BROKERS,
      logger: logs,
      batchSize: 200,
      maxIdleDelayMs: 50,
      onError: (e) => relayErrors.push(e),
    });

  let appended = 0;
  const appendRandom = async (events: number): Promise<void> => {
    let left = events;
    while (left > 0) {
      const stream = consumedStreams[Math.floor(Math.random() * consumedStreams.length)];
      const count = Math.min(left, 1 + Math.floor(Math.random() * 5));
      await store.append(
        stream,
        Array.from({ length: count }, (_, i) => ({
          type: 'TestHappened',
          data: { n: appended + i },
        })),
        'any',
        context,
      );
      appended += count;
      left -= count;
    }
  };

  beforeAll(async () => {
    const port = parseKafkaBrokers(BROKERS)[0].split(':')[1] ?? '9092';
    await promisify(execFile)('bash', ['deploy/kafka/kafka.sh', 'start'], {
      cwd: REPO_ROOT,
      env: { ...process.env, KAFKA_PORT: port },
      timeout: 150_000,
    });

    db = await createTestDatabase('kafka_transport');
    store = new EventStore(db.url);
    await store.migrate();
    dataSource = await openReadModels(createReadModelDataSource(db.url));
    await dataSource.query(`CREATE TABLE kafka_applied (
      event_id uuid PRIMARY KEY,
      stream text NOT NULL,
      stream_position bigint NOT NULL,
      arrival bigserial NOT NULL)`);

    kafka = createKafkaClient({ brokers: BROKERS, logger: logs }, 'kafka-int-spec');
    admin = kafka.admin();
    await admin.connect();
    await ensureTopics(admin, CONSUMED);
    for (const topic of CONSUMED.map((context) => topicFor(context))) {
      const offsets = await admin.fetchTopicOffsets(topic);
      startOffsets.set(
        topic,
        offsets.map(({ partition, high }) => ({ partition, offset: high })),
      );
    }
  }, 180_000);

  afterAll(async () => {
    if (admin) {
      await admin.deleteGroups(groups).catch(() => undefined);
      await admin.disconnect();
    }
    await dataSource?.destroy();
    await store?.close();
    await db?.drop();
  });

  it('delivers every event exactly once and in stream order across a restart of relay and consumer', async () => {
    const total = 2_000;
    await appendRandom(total / 2);
    for (const [i, stream] of ignoredStreams.entries()) {
      await store.append(
        stream,
        [
          { type: 'NetworkAdded', data: { i } },
          { type: 'NetworkRenamed', data: { i } },
        ],
        'any',
        context,
      );
    }

    const group = await newGroup('exactly-once');
    const deliveries: string[] = [];
    const deliveryFailures: unknown[] = [];
    // Sees what the transport hands over, before subscribeIdempotently drops repeats.
    const observed = (transport: EventTransport): EventTransport => ({
      consume: (g, contexts, deliver) =>
        transport.consume(g, contexts, async (event) => {
          deliveries.push(event.streamName);
          await deliver(event).catch((error: unknown) => {
            deliveryFailures.push(error);
            throw error;
          });
        }),
    });
    const consume = () =>
      subscribeIdempotently(
        observed(newTransport()),
        dataSource,
        group,
        CONSUMED,
        async (event, manager) => {
          if (!isOurs(event)) return;
          // A plain insert: a second application of one event would fail on the primary key.
          await manager.query(
            `INSERT INTO kafka_applied (event_id, stream, stream_position) VALUES ($1, $2, $3)`,
            [event.metadata.eventId, event.streamName, event.streamPosition.toString()],
          );
        },
      );
    const applied = async (): Promise<number> =>
      Number((await dataSource.query(`SELECT count(*)::int AS n FROM kafka_applied`))[0].n);

    let relay = newRelay();
    await relay.start();
    let consumer = await consume();

    // Keep writing while the relay and the consumer are stopped and replaced.
    const writer = (async () => {
      for (let i = 0; i < 20; i++) {
        await appendRandom(total / 2 / 20);
        await sleep(40);
      }
    })();

    await waitFor(
      'a third of the events to be applied',
      async () => (await applied()) >= total / 3,
    );
    await Promise.all([consumer.stop(), relay.stop()]);
    const appliedAtRestart = await applied();

    // Simulate a relay that crashed after publishing but before checkpointing: rewind its
    // checkpoint to the store's 300th event, so the next relay publishes everything after it again.
    const firstEvents = await store.readAllAfter(START_OF_STORE, 300);
    await saveCheckpoint(
      dataSource.manager,
      KAFKA_RELAY_CHECKPOINT,
      firstEvents[firstEvents.length - 1].position,
    );

    relay = newRelay();
    await relay.start();
    consumer = await consume();
    await writer;
    expect(appended).toBe(total);

    await waitFor('every event to be applied', async () => (await applied()) >= total);
    // The store's last events may be of a context no consumer here reads (cms): the relay publishes
    // them after the consumed ones, so wait for them too before stopping it.
    const [last] = (await store.readAllAfter(START_OF_STORE, 10_000)).slice(-1);
    await waitFor('the relay to publish the whole store', async () => relay.lastPublished?.globalPosition === last.position.globalPosition);
    await sleep(500); // anything extra would arrive (and fail) now
    await Promise.all([consumer.stop(), relay.stop()]);

    // Exactly once: the applied ids are the store's ids for the consumed streams, no more.
    const storeIds: { event_id: string }[] = await dataSource.query(
      `SELECT message_metadata->>'eventId' AS event_id FROM emt_messages WHERE stream_id = ANY($1) ORDER BY 1`,
      [consumedStreams],
    );
    const appliedIds: { event_id: string }[] = await dataSource.query(
      `SELECT event_id::text FROM kafka_applied ORDER BY 1`,
    );
    expect(storeIds).toHaveLength(total);
    expect(appliedIds).toEqual(storeIds);
    expect(deliveryFailures).toEqual([]);

    // Stream order: per stream, arrival order is 1, 2, 3, ... with no gap.
    const rows: { stream: string; positions: string[] }[] = await dataSource.query(
      `SELECT stream, array_agg(stream_position::text ORDER BY arrival) AS positions FROM kafka_applied GROUP BY stream`,
    );
    expect(rows.length).toBe(consumedStreams.length);
    for (const { positions } of rows) {
      expect(positions).toEqual(positions.map((_, i) => String(i + 1)));
    }

    // The restart happened midway, the rewound relay really published repeats, and they were dropped.
    expect(appliedAtRestart).toBeGreaterThan(0);
    expect(appliedAtRestart).toBeLessThan(total);
    const ours = deliveries.filter((s) => s.includes(`-${RUN}-`));
    expect(ours.length).toBeGreaterThan(total);
    // Topics are per context: the cms streams went to tracklight.cms, which nobody here consumes.
    expect(ours.filter((s) => s.startsWith('network-'))).toEqual([]);

    // The relay checkpointed everything it published.
    expect(printable(await readCheckpoint(dataSource.manager, KAFKA_RELAY_CHECKPOINT))).toEqual(printable(last.position));
    expect(relayErrors).toEqual([]);
    expect(transportErrors).toEqual([]);
  }, 90_000);

  it('redelivers an event whose delivery failed, and never commits past it', async () => {
    // Everything is published by now (previous test); this group reads only the audit topic.
    const stream = `audit-${RUN}-0`;
    const { events } = await store.readStream(stream);
    expect(events.length).toBeGreaterThan(3);
    const target = events[2];
    const group = await newGroup('redelivery');
    const transport = newTransport();

    let attempts = 0;
    const first = await transport.consume(group, ['audit-runner'], async (event) => {
      if (event.metadata.eventId !== target.metadata.eventId) return;
      attempts += 1;
      throw new Error('handler failed');
    });
    await waitFor('the failing event to be retried', async () => attempts >= 2, 20_000);
    await first.stop();

    // A new consumer in the same group starts at the failed event: the ones before it were
    // committed when they resolved, the failed one never was.
    // The topic holds some of the stream twice (the first test's rewound relay republished part
    // of it), so what counts is each event's first arrival from the failed one on.
    const arrivals: StoredEvent[] = [];
    const second = await transport.consume(group, ['audit-runner'], async (event) => {
      if (event.streamName === stream) arrivals.push(event);
    });
    const firstArrivals = () => {
      const seen = new Map<string, bigint>();
      for (const e of arrivals) {
        if (e.streamPosition >= target.streamPosition && !seen.has(e.metadata.eventId)) {
          seen.set(e.metadata.eventId, e.streamPosition);
        }
      }
      return [...seen.values()];
    };
    await waitFor(
      'the rest of the stream',
      async () => firstArrivals().length >= events.length - 2,
      20_000,
    );
    await second.stop();
    expect(arrivals[0].metadata.eventId).toBe(target.metadata.eventId);
    expect(printable(firstArrivals())).toEqual(printable(events.slice(2).map((e) => e.streamPosition)));
    // The consumer crashed on the failure at most; it was restarted, not stopped.
    expect(transportErrors.every((e) => e instanceof Error)).toBe(true);
  }, 60_000);

  it("hands a member's partitions on after the transport's session timeout, not kafkajs's 30 s, once the member stops taking part", async () => {
    // Everything is published by now. The first member hangs on its first event of this run: it
    // neither finishes nor heartbeats (kafkajs beats between deliveries), as a frozen process, or
    // one killed or cut off mid-rebalance, would.
    const group = await newGroup('vanished');
    const transport = newTransport();
    let release = () => undefined as void;
    const hung = new Promise<void>((resolve) => (release = resolve));
    let heldEvent: string | undefined;
    const frozen = await transport.consume(group, ['audit-runner'], async (event) => {
      if (!isOurs(event)) return;
      heldEvent ??= event.metadata.eventId;
      await hung;
    });
    await waitFor('the first member to hold an event', async () => heldEvent !== undefined, 20_000);
    const joinedAt = Date.now();
    let takenOverAfterMs: number | undefined;
    const other = await transport.consume(group, ['audit-runner'], async (event) => {
      if (event.metadata.eventId === heldEvent) takenOverAfterMs ??= Date.now() - joinedAt;
    });
    try {
      await waitFor('the second member to take the held event', async () => takenOverAfterMs !== undefined, 60_000);
      // The group evicts the silent member after its 10 s session, then rebalances; with kafkajs's
      // 30 s the second member could not have had the event this soon.
      expect(takenOverAfterMs).toBeLessThan(25_000);
    } finally {
      release();
      await Promise.all([frozen.stop().catch(() => undefined), other.stop()]);
    }
  }, 90_000);

  it('says how many messages each running consumer group has yet to take, per topic', async () => {
    // A new group starts at this run's first message. Other files' relays may publish to the same
    // topic meanwhile, so the figure lies between what was published before and after it was read.
    const topic = topicFor('audit-runner');
    const published = async () =>
      (await admin.fetchTopicOffsets(topic)).reduce((sum, { partition, high }) => sum + Number(high) - Number(startOffsets.get(topic)!.find((p) => p.partition === partition)!.offset), 0);
    const group = await newGroup('lag');
    const transport = newTransport();
    let taking = false;
    // Refused until the figure is read: nothing is committed, so every message since the start is due.
    const consumer = await transport.consume(group, ['audit-runner'], async () => {
      if (!taking) throw new Error('not yet');
    });
    try {
      const before = await published();
      const [due] = await transport.consumerLag();
      const after = await published();
      expect(before).toBeGreaterThan(0);
      expect(due).toEqual({ group, topic, lag: expect.any(Number) });
      expect(due.lag).toBeGreaterThanOrEqual(before);
      expect(due.lag).toBeLessThanOrEqual(after);
      taking = true;
      await waitFor('the group to take every message', async () => (await transport.consumerLag())[0].lag === 0, 30_000);
    } finally {
      await consumer.stop();
    }
    expect(await transport.consumerLag()).toEqual([]);
  }, 60_000);

  it('publishes from one relay per database, the lease holder, and hands over when it stops', async () => {
    const head = async () => (await store.readAllAfter(START_OF_STORE, 100_000)).slice(-1)[0].position;
    const relayedTo = async (relay: KafkaRelay, ms: number) => {
      const wanted = await head();
      const deadline = Date.now() + ms;
      while (!(relay.lastPublished && relay.lastPublished.globalPosition === wanted.globalPosition) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return relay.lastPublished?.globalPosition === wanted.globalPosition;
    };
    const first = newRelay();
    const second = newRelay();
    await first.start();
    await second.start();
    await appendRandom(20);
    expect(await relayedTo(first, 15_000)).toBe(true);
    expect(second.lastPublished).toBeNull();

    await first.stop();
    await appendRandom(5);
    // Generous under a loaded CI machine; on failure, says where the second relay stood and why:
    // whether it had the lease yet, and how far it had published (once seen >30 s late under load,
    // cause not yet found: docs/testing.md).
    const handedOver = await relayedTo(second, 30_000);
    const stood = { handedOver, holdsLease: second.holdsLease, errors: relayErrors.map(String), at: second.lastPublished?.globalPosition ?? null };
    expect(printable(stood)).toEqual(printable({ handedOver: true, holdsLease: true, errors: [], at: (await head()).globalPosition }));
    await second.stop();
    expect(printable(await readCheckpoint(dataSource.manager, KAFKA_RELAY_CHECKPOINT))).toEqual(printable(await head()));
    expect(relayErrors).toEqual([]);
  }, 90_000);
});
