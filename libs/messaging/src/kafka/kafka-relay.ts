import { Partitioners, type Kafka, type Message, type Producer, type TopicMessages } from 'kafkajs';
import type { DataSource, QueryRunner } from 'typeorm';
import {
  BOUNDED_CONTEXTS,
  comparePositions,
  StoreSubscription,
  type EventStore,
  type StorePosition,
  type StoredEvent,
} from '@tracklight/event-store';
import { readCheckpoint, saveCheckpoint } from '@tracklight/read-models';
import {
  createKafkaClient,
  ensureTopics,
  withKafkaAdmin,
  type KafkaConnectionOptions,
  type TopicLayout,
} from './kafka-client';
import { encodeEvent } from './kafka-codec';

export const KAFKA_RELAY_CHECKPOINT = 'relay:kafka';

/** The relay's lease: a Postgres session advisory lock, one holder per database (see KafkaRelay). */
const RELAY_LEASE_KEY = 2_360_223_002;
const LEASE_RETRY_MS = 1_000;

export interface KafkaRelayOptions extends KafkaConnectionOptions {
  /** Events read from the store (and acknowledged, then checkpointed) at a time. Default 500. */
  batchSize?: number;
  /** Longest pause between store polls while idle. Default 200 ms. */
  maxIdleDelayMs?: number;
  /** Default `relay:kafka`. */
  checkpointName?: string;
  /** Upper bound of one produce request's payload; a store batch is sent in chunks below it. Default 512 KiB. */
  maxRequestBytes?: number;
  onError?: (error: unknown) => void;
}

/**
 * Another relay moved the checkpoint while this one published its batch (one that lost its lease
 * while the database was unreachable, say): the checkpoint is left as the other relay saved it,
 * and this subscription resumes from it (what it published twice, consumers drop by event id).
 */
export class KafkaRelayFencedError extends Error {
  constructor(checkpoint: string) {
    super(`Checkpoint ${checkpoint} moved under this relay; resuming from it`);
    this.name = 'KafkaRelayFencedError';
  }
}

/**
 * Publishes every stored event to Kafka in store order: topic per bounded context, key = stream
 * name, so a stream's events stay in one partition and in order. The producer is idempotent with
 * one request in flight, so broker-side retries neither duplicate nor reorder.
 *
 * At least once: the checkpoint (`relay:kafka` in platform.checkpoints) is saved after the whole
 * batch is acknowledged, so a crash republishes at most the unacknowledged batch, which consumers
 * drop by event id (subscribeIdempotently).
 *
 * One relay per database publishes: the one holding the lease, a session advisory lock on a
 * connection of its own that holds no transaction (a process that dies frees it, and another
 * process's relay takes over within a second). No database transaction stays open while Kafka is
 * slow or down: one would hold back every read model's catch-up (they read committed transactions
 * in order), which made every command that answers from a read model wait its 10 s out while the
 * broker restarted. The checkpoint is saved after the batch is acknowledged, and only when it is
 * still where this relay started the batch (a relay that lost its lease stops there).
 */
export class KafkaRelay {
  private readonly kafka: Kafka;
  private readonly producer: Producer;
  private readonly subscription: StoreSubscription;
  private readonly checkpoint: string;
  private readonly maxRequestBytes: number;
  private readonly onError: (error: unknown) => void;
  private readonly layout: TopicLayout;
  private started = false;
  /** The lease's session while this relay holds it. */
  private lease: QueryRunner | null = null;
  private leasing: Promise<void> | null = null;

  constructor(
    store: EventStore,
    private readonly dataSource: DataSource,
    options: KafkaRelayOptions,
  ) {
    this.kafka = createKafkaClient(options, 'tracklight-relay');
    this.producer = this.kafka.producer({
      idempotent: true,
      maxInFlightRequests: 1,
      createPartitioner: Partitioners.DefaultPartitioner,
    });
    this.checkpoint = options.checkpointName ?? KAFKA_RELAY_CHECKPOINT;
    this.layout = options;
    this.maxRequestBytes = options.maxRequestBytes ?? 512 * 1024;
    this.onError =
      options.onError ??
      ((error) => {
        if (!(error instanceof KafkaRelayFencedError))
          console.error('Kafka relay failed a batch; retrying', error);
      });
    this.subscription = new StoreSubscription(store, {
      startAfter: () => readCheckpoint(this.dataSource.manager, this.checkpoint),
      handleBatch: (events) => this.publishBatch(events),
      onError: this.onError,
      batchSize: options.batchSize ?? 500,
      maxIdleDelayMs: options.maxIdleDelayMs,
    });
  }

  /**
   * Creates the topics, connects the producer, and follows the store once it holds the lease: at
   * once when no other relay of the database does, else as soon as that one stops or dies.
   */
  async start(): Promise<void> {
    if (this.started) return;
    await withKafkaAdmin(this.kafka, (admin) => ensureTopics(admin, BOUNDED_CONTEXTS, this.layout));
    await this.producer.connect();
    this.started = true;
    if (!(await this.takeLease())) this.leasing = this.waitForLease();
  }

  /** Finishes the batch in flight (published and checkpointed), gives up the lease, then disconnects. */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.leasing;
    await this.subscription.stop();
    if (this.lease) {
      await this.lease.query('SELECT pg_advisory_unlock($1)', [RELAY_LEASE_KEY]).catch(() => undefined);
      await this.lease.release();
      this.lease = null;
    }
    await this.producer.disconnect();
  }

  /** The position of the last event published and checkpointed by this instance. */
  get lastPublished(): StorePosition | null {
    return this.subscription.lastPosition;
  }

  /** Whether this relay holds the lease now (a test's failure says where a hand-over stood). */
  get holdsLease(): boolean {
    return this.lease !== null;
  }

  /** True when this relay now holds the lease and follows the store. */
  private async takeLease(): Promise<boolean> {
    const session = this.dataSource.createQueryRunner();
    await session.connect();
    const [{ taken }] = (await session.query('SELECT pg_try_advisory_lock($1) AS taken', [RELAY_LEASE_KEY])) as { taken: boolean }[];
    if (!taken) {
      await session.release();
      return false;
    }
    this.lease = session;
    this.subscription.start();
    return true;
  }

  private async waitForLease(): Promise<void> {
    while (this.started) {
      await new Promise((resolve) => setTimeout(resolve, LEASE_RETRY_MS));
      if (!this.started) return;
      try {
        if (await this.takeLease()) return;
      } catch (error) {
        this.onError(error);
      }
    }
  }

  private async publishBatch(events: StoredEvent[]): Promise<void> {
    // The subscription moves its position only after this resolves: it is where the batch starts.
    const batchStart = this.subscription.lastPosition;
    for (const chunk of this.chunks(events)) {
      await this.producer.sendBatch({ acks: -1, topicMessages: chunk });
    }
    await this.dataSource.transaction(async (manager) => {
      const saved = await readCheckpoint(manager, this.checkpoint, true);
      if (batchStart && comparePositions(saved, batchStart) !== 0) throw new KafkaRelayFencedError(this.checkpoint);
      await saveCheckpoint(manager, this.checkpoint, events[events.length - 1].position);
    });
  }

  /** Store order kept; each chunk's payload stays under maxRequestBytes (one event may exceed it alone). */
  private *chunks(events: StoredEvent[]): Generator<TopicMessages[]> {
    let byTopic = new Map<string, Message[]>();
    let bytes = 0;
    for (const event of events) {
      const { topic, key, value, headers } = encodeEvent(event, this.layout.namespace);
      const size = key.length + Buffer.byteLength(value) + 200;
      if (bytes > 0 && bytes + size > this.maxRequestBytes) {
        yield [...byTopic].map(([t, messages]) => ({ topic: t, messages }));
        byTopic = new Map();
        bytes = 0;
      }
      const messages = byTopic.get(topic) ?? [];
      messages.push({ key, value, headers });
      byTopic.set(topic, messages);
      bytes += size;
    }
    if (bytes > 0) yield [...byTopic].map(([t, messages]) => ({ topic: t, messages }));
  }
}
