import type { DataSource } from 'typeorm';
import { contextOf, StoreSubscription, type BoundedContext, type EventStore, type StoredEvent } from '@tracklight/event-store';
import { readCheckpoint, saveCheckpoint } from '@tracklight/read-models';
import type { EventTransport, RunningConsumer } from './event-transport';

/**
 * Embedded mode: each consumer group follows the event store itself, with its checkpoint in
 * Postgres, so a restart resumes where the group stopped and no broker is needed.
 */
export class InProcessEventTransport implements EventTransport {
  constructor(
    private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly onError: (error: unknown) => void,
  ) {}

  async consume(
    group: string,
    contexts: readonly BoundedContext[],
    deliver: (event: StoredEvent) => Promise<void>,
  ): Promise<RunningConsumer> {
    const checkpoint = `consumer:${group}`;
    const subscription = new StoreSubscription(this.store, {
      startAfter: () => readCheckpoint(this.dataSource.manager, checkpoint),
      handleBatch: async (events) => {
        for (const event of events) {
          if (contexts.includes(contextOf(event.streamName))) await deliver(event);
        }
        await saveCheckpoint(this.dataSource.manager, checkpoint, events[events.length - 1].position);
      },
      onError: this.onError,
    });
    subscription.start();
    return { stop: () => subscription.stop() };
  }
}
