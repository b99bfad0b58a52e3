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

/**
 * For a handler whose effect lies outside the database and is idempotent by itself (a job queued
 * in Redis under a fixed id): the effect runs with no transaction open, then the event id is
 * recorded. A transaction left open while Redis is slow or down would hold back every reader of
 * every event store on the server (read-all.ts: commit order waits for the oldest open
 * transaction). A crash between the two repeats the effect on redelivery, which it tolerates.
 */
export const subscribeForExternalEffect = (
  transport: EventTransport,
  dataSource: DataSource,
  group: string,
  contexts: readonly BoundedContext[],
  effect: (event: StoredEvent) => Promise<void>,
): Promise<RunningConsumer> =>
  transport.consume(group, contexts, async (event) => {
    const parameters = [group, event.metadata.eventId];
    const seen: unknown[] = await dataSource.query(`SELECT 1 FROM platform.processed_events WHERE consumer_group = $1 AND event_id = $2`, parameters);
    if (seen.length > 0) return;
    await effect(event);
    await dataSource.query(`INSERT INTO platform.processed_events (consumer_group, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, parameters);
  });
