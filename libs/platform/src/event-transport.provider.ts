import { Injectable, Logger, type OnApplicationBootstrap, type BeforeApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Settings } from '@tracklight/config';
import { EventStore } from '@tracklight/event-store';
import { InProcessEventTransport, KafkaEventTransport, KafkaRelay, KafkaRelayFencedError, startWithRetries, type EventTransport, type RetriedStart, type TopicLayout } from '@tracklight/messaging';

/** Topic names and shape from the settings, the same for the relay and every consumer. */
const topicLayout = (settings: Settings): TopicLayout => ({
  namespace: settings.KAFKA_NAMESPACE,
  partitions: settings.KAFKA_TOPIC_PARTITIONS,
  replicationFactor: settings.KAFKA_REPLICATION_FACTOR,
});

/** In-process events on the embedded default; Kafka (fed by the relay) when KAFKA_BROKERS is set. */
export const createEventTransport = (settings: Settings, store: EventStore, dataSource: DataSource): EventTransport => {
  const logger = new Logger('EventTransport');
  const onError = (error: unknown) => logger.error({ err: error }, 'event consumer failed; retrying');
  return settings.KAFKA_BROKERS
    ? new KafkaEventTransport({ brokers: settings.KAFKA_BROKERS, ...topicLayout(settings), clientId: 'tracklight', sessionTimeoutMs: settings.KAFKA_SESSION_TIMEOUT_MS, onError })
    : new InProcessEventTransport(store, dataSource, onError);
};

/**
 * Distributed mode: publishes every stored event to Kafka. Every process with KAFKA_BROKERS runs
 * one; they fence each other on the relay checkpoint, so events are published once in order.
 */
@Injectable()
export class KafkaRelayRunner implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private relay: RetriedStart | null = null;

  constructor(
    private readonly settings: Settings,
    private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly live: boolean,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.live || !this.settings.KAFKA_BROKERS) return;
    const logger = new Logger(KafkaRelay.name);
    const relay = new KafkaRelay(this.store, this.dataSource, {
      brokers: this.settings.KAFKA_BROKERS,
      ...topicLayout(this.settings),
      clientId: 'tracklight-relay',
      // Fenced: another process holds the relay checkpoint, which is how the relays take turns.
      onError: (error) => {
        if (error instanceof KafkaRelayFencedError) logger.debug('another process relays for now');
        else logger.error({ err: error }, 'relay batch failed; retrying');
      },
    });
    // A broker down at boot holds up nothing: the events wait in the store until the relay starts.
    this.relay = await startWithRetries(
      () => relay.start().then(() => relay),
      () => relay.stop(),
      (error) => logger.warn({ err: error }, 'the Kafka broker is unreachable; the relay tries again in 2 s'),
    );
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.relay?.stop();
  }
}
