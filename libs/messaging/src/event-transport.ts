import type { BoundedContext, StoredEvent } from '@tracklight/event-store';

/** A consumer that is running; stop() returns once in-flight deliveries are done. */
export interface RunningConsumer {
  stop(): Promise<void>;
}

/** Messages of a topic a consumer group has yet to take: the topic's end less the group's committed offsets. */
export interface ConsumerLag {
  group: string;
  topic: string;
  lag: number;
}

/**
 * Carries stored events to the services that react to them. Delivery is at least once and in
 * each stream's order; `subscribeIdempotently` turns that into exactly-once effect.
 * Two implementations, chosen by KAFKA_BROKERS: the in-process one follows the store directly
 * (embedded default), the Kafka one consumes what the relay published (distributed mode).
 */
export interface EventTransport {
  consume(
    group: string,
    contexts: readonly BoundedContext[],
    deliver: (event: StoredEvent) => Promise<void>,
  ): Promise<RunningConsumer>;
  /** How far behind the broker this process's consumer groups are (a transport with a broker only). */
  consumerLag?(): Promise<ConsumerLag[]>;
}

export const EVENT_TRANSPORT = Symbol('EVENT_TRANSPORT');
