import type { DataSource, EntityManager } from 'typeorm';
import {
  comparePositions,
  StoreSubscription,
  type EventStore,
  type StorePosition,
  type StoredEvent,
} from '@tracklight/event-store';
import { readCheckpoint, saveCheckpoint } from './checkpoint-store';
import { checkpointName, type Projection } from './projection';

/**
 * Whether the store holds an event after `from` and before `to`: the first event after `from` in
 * commit order, found down the commit-order index (with both bounds as a filter instead, the
 * planner may scan the whole store for a LIMIT 1 and take seconds per batch on a large store).
 */
const storeHoldsBetween = async (store: EventStore, from: StorePosition, to: StorePosition): Promise<boolean> => {
  const { rows } = await store.pool.query<{ transaction_id: string; global_position: string }>(
    `SELECT transaction_id::text, global_position::text FROM emt_messages WHERE partition = 'emt:default' AND is_archived = FALSE
        AND (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
      ORDER BY emt_messages.transaction_id, emt_messages.global_position LIMIT 1`,
    [from.transactionId.toString(), from.globalPosition.toString()],
  );
  if (rows.length === 0) return false;
  const next = { transactionId: BigInt(rows[0].transaction_id), globalPosition: BigInt(rows[0].global_position) };
  return comparePositions(next, to) < 0;
};

/**
 * Where a batch is applied: the live tables under the projection's checkpoint, or a rebuild's
 * shadow tables under the rebuild's own checkpoint (see shadow-rebuild.ts).
 */
export interface ProjectionTarget {
  checkpoint: string;
  /** Runs `work` in one transaction; `manager` is what the projection writes through. */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T>;
}

export const liveTarget = (dataSource: DataSource, projection: Projection): ProjectionTarget => ({
  checkpoint: checkpointName(projection),
  transaction: (work) => dataSource.transaction(work),
});

/**
 * Applies a batch and moves the checkpoint in one transaction. The checkpoint row is locked and
 * re-read inside it, so a batch already applied by another runner, or before a crash, is skipped
 * event by event rather than applied twice. A batch read before a rebuild moved the checkpoint
 * back does not follow on from it (the store holds events in between): it is left out, since
 * applying it would move the checkpoint past every event before it.
 */
export const applyBatch = async (
  store: EventStore,
  target: ProjectionTarget,
  projection: Projection,
  events: StoredEvent[],
): Promise<number> =>
  target.transaction((manager) => applyBatchIn(manager, store, target.checkpoint, projection, events));

/** applyBatch inside a transaction the caller holds. */
export const applyBatchIn = async (
  manager: EntityManager,
  store: EventStore,
  checkpointKey: string,
  projection: Projection,
  events: StoredEvent[],
): Promise<number> => {
  const checkpoint = await readCheckpoint(manager, checkpointKey, true);
  const fresh = events.filter((event) => comparePositions(event.position, checkpoint) > 0);
  if (fresh.length === 0 || (await storeHoldsBetween(store, checkpoint, fresh[0].position))) return 0;
  if (projection.applyPage) await projection.applyPage(fresh, manager);
  else for (const event of fresh) await projection.apply(event, manager);
  await saveCheckpoint(manager, checkpointKey, fresh[fresh.length - 1].position);
  return fresh.length;
};

/** Applies a batch to the live read model (see applyBatch). */
export const projectBatch = (store: EventStore, dataSource: DataSource, projection: Projection, events: StoredEvent[]): Promise<number> =>
  applyBatch(store, liveTarget(dataSource, projection), projection, events);

/** Keeps one projection up to date with the store while the process runs. */
export class ProjectionRunner {
  private readonly subscription: StoreSubscription;

  constructor(
    store: EventStore,
    private readonly dataSource: DataSource,
    private readonly projection: Projection,
    onError: (error: unknown) => void,
  ) {
    this.subscription = new StoreSubscription(store, {
      startAfter: () => readCheckpoint(dataSource.manager, checkpointName(projection)),
      handleBatch: async (events) => {
        await projectBatch(store, dataSource, projection, events);
      },
      onError,
    });
  }

  start(): void {
    this.subscription.start();
  }

  stop(): Promise<void> {
    return this.subscription.stop();
  }
}

/** Applies everything the store holds beyond the projection's checkpoint, then returns. */
export const catchUp = (
  store: EventStore,
  dataSource: DataSource,
  projection: Projection,
  onProgress: (applied: number) => void = () => undefined,
  batchSize = 1000,
): Promise<number> => catchUpTarget(store, dataSource, liveTarget(dataSource, projection), projection, onProgress, batchSize);

/** catchUp into any target (the live tables or a rebuild's shadow); `signal` stops it between batches. */
export const catchUpTarget = async (
  store: EventStore,
  dataSource: DataSource,
  target: ProjectionTarget,
  projection: Projection,
  onProgress: (applied: number) => void = () => undefined,
  batchSize = 1000,
  signal?: AbortSignal,
): Promise<number> => {
  let applied = 0;
  for (;;) {
    signal?.throwIfAborted();
    const after = await readCheckpoint(dataSource.manager, target.checkpoint);
    const events = await store.readAllAfter(after, batchSize);
    if (events.length === 0) return applied;
    applied += await applyBatch(store, target, projection, events);
    onProgress(applied);
  }
};

/**
 * Read-your-writes for a command's answer: applies everything committed before this call, waiting
 * out the store's visibility rule (an event stays hidden while any older transaction on the server
 * is still open, see read-all.ts). Gives up after `timeoutMs` and leaves the rest to the live runner.
 */
export const catchUpToNow = async (
  store: EventStore,
  dataSource: DataSource,
  projection: Projection,
  timeoutMs = 10_000,
): Promise<void> => {
  const [{ max }] = (await store.pool.query('SELECT max(global_position)::text AS max FROM emt_messages')).rows;
  if (max === null) return;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await catchUp(store, dataSource, projection);
    const checkpoint = await readCheckpoint(dataSource.manager, checkpointName(projection));
    const { rowCount } = await store.pool.query(
      `SELECT 1 FROM emt_messages WHERE global_position <= $1
          AND (transaction_id, global_position) > ($2::text::xid8, $3::bigint) LIMIT 1`,
      [max, checkpoint.transactionId.toString(), checkpoint.globalPosition.toString()],
    );
    if (rowCount === 0 || Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
