import type { EntityManager } from 'typeorm';
import type { StoredEvent } from '@tracklight/event-store';
import type { Projection } from '@tracklight/read-models';
import type { JobQueue, QueueName } from './job-queue';

/** How a service's events say that work was asked for, and that it ended (either way). */
export interface WorkLifecycle {
  requested(event: StoredEvent): { id: string; queue: QueueName; data: object } | null;
  finished(event: StoredEvent): string | null;
}

/**
 * The work the event store shows requested and not yet finished. Kept as a read model so that a
 * start-up requeue is one query, however long the history.
 */
export class PendingWorkProjection implements Projection {
  readonly name = 'pending-work';
  readonly tables = ['platform.pending_jobs'];

  constructor(private readonly lifecycle: WorkLifecycle) {}

  async apply(event: StoredEvent, manager: EntityManager): Promise<void> {
    const requested = this.lifecycle.requested(event);
    if (requested) {
      await manager.query(
        `INSERT INTO platform.pending_jobs (id, queue, data, requested_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (id) DO NOTHING`,
        [requested.id, requested.queue, JSON.stringify(requested.data), event.metadata.occurredAt],
      );
    }
    const finished = this.lifecycle.finished(event);
    if (finished) await manager.query(`DELETE FROM platform.pending_jobs WHERE id = $1`, [finished]);
  }
}

/**
 * Puts every unfinished piece of work back on its queue; the queue ignores ids it already holds.
 * `requestedBefore` leaves out work asked for since then (see UnfinishedWorkSweeper).
 */
export const requeueUnfinishedWork = async <Data>(manager: EntityManager, queue: JobQueue<Data>, requestedBefore?: Date): Promise<number> => {
  const rows: { id: string; queue: QueueName; data: Data }[] = await manager.query(
    `SELECT id, queue, data FROM platform.pending_jobs WHERE $1::timestamptz IS NULL OR requested_at < $1 ORDER BY requested_at, id`,
    [requestedBefore ?? null],
  );
  for (const row of rows) await queue.add(row.queue, row.id, row.data);
  return rows.length;
};
