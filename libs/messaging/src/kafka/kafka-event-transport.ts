import type { Kafka } from 'kafkajs';
import type { BoundedContext, StoredEvent } from '@tracklight/event-store';
import type { ConsumerLag, EventTransport, RunningConsumer } from '../event-transport';
import {
  createKafkaClient,
  ensureTopics,
  withKafkaAdmin,
  type KafkaConnectionOptions,
} from './kafka-client';
import { decodeEvent, KafkaMessageDecodeError, topicFor } from './kafka-codec';

export interface KafkaEventTransportOptions extends KafkaConnectionOptions {
  /**
   * Told about consumer crashes (kafkajs restarts the consumer after them) and about messages that
   * are not Tracklight events (those are skipped: redelivering them cannot help).
   */
  onError?: (error: unknown) => void;
  /** Partitions handled in parallel by one consumer; each partition stays in order. Default 1. */
  partitionsConsumedConcurrently?: number;
  /**
   * How long the group waits for a vanished member before reassigning its partitions. Default 10 s
   * (Kafka's own before 3.0; kafkajs's is 30 s): a broker restart leaves every member of the groups
   * it held as they were, and the members' new joins wait that long for the old ones to expire.
   */
  sessionTimeoutMs?: number;
  /**
   * How long the broker holds an empty fetch. stop() waits for the fetch in flight, so this bounds
   * how long stopping an idle consumer takes. Default 1 s (kafkajs's own default is 5 s).
   */
  maxWaitTimeMs?: number;
}

/**
 * Distributed mode: each consumer group reads the relay's topics (one per bounded context) from
 * the beginning the first time, then from its committed offsets.
 *
 * Offsets are committed only for messages whose delivery resolved: kafkajs's `eachMessage`
 * resolves a message's offset after the handler returns, auto-commits only resolved offsets
 * (after each fetched batch, and on error the ones before the failure), and refetches from the
 * failed message after an error. So a throwing `deliver` sees the same event again, and events
 * of one stream (one key, one partition) arrive in stream order. Delivery is at least once:
 * pair it with subscribeIdempotently.
 */
export class KafkaEventTransport implements EventTransport {
  private readonly kafka: Kafka;
  private readonly onError: (error: unknown) => void;
  /** The groups this process consumes with now, and their topics. */
  private readonly running = new Map<string, string[]>();

  constructor(private readonly options: KafkaEventTransportOptions) {
    this.kafka = createKafkaClient(options, 'tracklight');
    this.onError = options.onError ?? ((error) => console.error('Kafka consumer error', error));
  }

  async consume(
    group: string,
    contexts: readonly BoundedContext[],
    deliver: (event: StoredEvent) => Promise<void>,
  ): Promise<RunningConsumer> {
    const namespace = this.options.namespace ?? '';
    const topics = [...new Set(contexts)].map((context) => topicFor(context, namespace));
    // Subscribing to a topic that does not exist yet would leave this group without partitions
    // until its metadata refreshes; create them as the relay would.
    await withKafkaAdmin(this.kafka, (admin) => ensureTopics(admin, contexts, this.options));

    let stopping: Promise<void> | null = null;
    const consumer = this.kafka.consumer({
      groupId: `${namespace}${group}`,
      sessionTimeout: this.options.sessionTimeoutMs ?? 10_000,
      maxWaitTimeInMs: this.options.maxWaitTimeMs ?? 1_000,
      // A crash while stopping (a connection the broker closed mid-rebalance) must not join the
      // group again: the process would then exit as a member that never left, and the group's next
      // members would wait out its session before they are given partitions.
      retry: { restartOnFailure: async () => stopping === null },
    });
    consumer.on(consumer.events.CRASH, ({ payload }) => this.onError(payload.error));
    await consumer.connect();
    try {
      await consumer.subscribe({ topics, fromBeginning: true });
      await consumer.run({
        autoCommit: true,
        partitionsConsumedConcurrently: this.options.partitionsConsumedConcurrently ?? 1,
        eachMessage: async ({ topic, partition, message }) => {
          let event: StoredEvent;
          try {
            event = decodeEvent(message.value);
          } catch (error) {
            if (!(error instanceof KafkaMessageDecodeError)) throw error;
            this.onError(
              new KafkaMessageDecodeError(
                `${topic}[${partition}]@${message.offset}: ${error.message}`,
              ),
            );
            return;
          }
          // A rejection propagates: kafkajs does not resolve (so never commits) this offset.
          await deliver(event);
        },
      });
    } catch (error) {
      await consumer.disconnect().catch(() => undefined);
      throw error;
    }

    this.running.set(group, topics);
    return {
      // Waits for the delivery in flight, commits what was delivered and leaves the group.
      stop: () => {
        this.running.delete(group);
        return (stopping ??= consumer.disconnect());
      },
    };
  }

  /**
   * Per group and topic, the messages after the group's committed offsets (from the start of the
   * topic for a partition it never committed: it reads from the beginning), asked of the broker.
   */
  async consumerLag(): Promise<ConsumerLag[]> {
    if (this.running.size === 0) return [];
    const namespace = this.options.namespace ?? '';
    return withKafkaAdmin(this.kafka, async (admin) => {
      const ends = new Map<string, Map<number, { low: number; high: number }>>();
      const endsOf = async (topic: string) => {
        if (!ends.has(topic)) ends.set(topic, new Map((await admin.fetchTopicOffsets(topic)).map(({ partition, low, high }) => [partition, { low: Number(low), high: Number(high) }])));
        return ends.get(topic)!;
      };
      const lags: ConsumerLag[] = [];
      for (const [group, topics] of this.running) {
        for (const { topic, partitions } of await admin.fetchOffsets({ groupId: `${namespace}${group}`, topics })) {
          const committed = new Map(partitions.map(({ partition, offset }) => [partition, Number(offset)]));
          let lag = 0;
          for (const [partition, { low, high }] of await endsOf(topic)) lag += high - Math.max(committed.get(partition) ?? -1, low);
          lags.push({ group, topic, lag });
        }
      }
      return lags;
    });
  }
}
