import type { DataSource } from 'typeorm';
import { START_OF_STORE, type StorePosition } from '@tracklight/event-store';
import { checkpointName, type Projection } from './projection';

/** Where a read model stands against the store. */
export interface ProjectionStanding {
  checkpoint: StorePosition;
  /** When the checkpoint last moved; null before the first event. */
  checkpointAt: Date | null;
  /** Events in the store beyond the checkpoint, counted up to `lagCap` (then `lagCapped`). */
  lag: number;
  lagCapped: boolean;
}

/**
 * The checkpoint and the number of events still to apply. The count stops at `lagCap` so the
 * screen stays quick on a read model far behind a large store. The projection and the event
 * store share the database (the embedded default and the deployment alike).
 */
export const projectionStanding = async (dataSource: DataSource, projection: Projection, lagCap = 100_000): Promise<ProjectionStanding> => {
  const rows: { transaction_id: string; global_position: string; updated_at: Date }[] = await dataSource.query(
    'SELECT transaction_id::text, global_position::text, updated_at FROM platform.checkpoints WHERE name = $1',
    [checkpointName(projection)],
  );
  const checkpoint = rows.length === 0 ? START_OF_STORE : { transactionId: BigInt(rows[0].transaction_id), globalPosition: BigInt(rows[0].global_position) };
  const [{ lag }]: { lag: number }[] = await dataSource.query(
    `SELECT count(*)::int AS lag FROM (
       SELECT 1 FROM emt_messages
        WHERE partition = 'emt:default' AND is_archived = FALSE
          AND (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
        LIMIT $3) beyond`,
    [checkpoint.transactionId.toString(), checkpoint.globalPosition.toString(), lagCap],
  );
  return { checkpoint, checkpointAt: rows[0]?.updated_at ?? null, lag, lagCapped: lag >= lagCap };
};

/** Every event the store holds: what a rebuild from the first event has to apply. */
export const storeSize = async (dataSource: DataSource): Promise<number> => {
  const [{ count }]: { count: number }[] = await dataSource.query(
    "SELECT count(*)::int AS count FROM emt_messages WHERE partition = 'emt:default' AND is_archived = FALSE",
  );
  return count;
};
