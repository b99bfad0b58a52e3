import type { DataSource, EntityManager } from 'typeorm';
import type { BoundedContext, StoredEvent } from '@tracklight/event-store';
import type { EventTransport, RunningConsumer } from './event-transport';

export type EventHandler = (event: StoredEvent, manager: EntityManager) => Promise<void>;

/**
 * Applies an event at most once per consumer group: the event id is recorded in the same
 * transaction as the handler's effects, and a redelivered id is skipped.
 * Returns whether the handler ran.
 */
export const applyOnce = (
  dataSource: DataSource,
  group: string,
  event: StoredEvent,
  handler: EventHandler,
): Promise<boolean> =>
  dataSource.transaction(async (manager) => {
    const inserted: unknown[] = await manager.query(
      `INSERT INTO platform.processed_events (consumer_group, event_id) VALUES ($1, $2)
       ON CONFLICT DO NOTHING RETURNING event_id`,
      [group, event.metadata.eventId],
    );
    if (inserted.length === 0) return false;
    await handler(event, manager);
    return true;
  });

export const subscribeIdempotently = (
  transport: EventTransport,
  dataSource: DataSource,
  group: string,
  contexts: readonly BoundedContext[],
  handler: EventHandler,
): Promise<RunningConsumer> =>
  transport.consume(group, contexts, (event) => applyOnce(dataSource, group, event, handler).then(() => undefined));
