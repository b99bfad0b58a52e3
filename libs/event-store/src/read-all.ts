import type { Pool, PoolClient } from 'pg';
import type { StorePosition, StoredEvent } from './domain-event';
import { STORED_EVENT_COLUMNS, toStoredEvent, type StoredEventRow } from './stored-event-row';

/**
 * Reads the whole store in commit order, after `position`.
 *
 * Global positions come from a sequence, so they are handed out in insert order, not commit
 * order: a transaction can commit position 7 while position 6 is still uncommitted, and a reader
 * that checkpoints on "highest position seen" would skip 6 forever. Emmett closes that gap the
 * way we follow here: only rows whose transaction is older than every transaction still running
 * (emmett: `transaction_id < pg_snapshot_xmin(pg_current_snapshot())`) are visible, ordered by transaction
 * id, then position. Because the order is by transaction first, the checkpoint must be the pair
 * (transaction id, global position): emmett's own puller resumes "after global position N",
 * which can re-deliver or skip events when an older transaction holds the higher positions (the
 * int-spec reproduces that case), so this reader is written here rather than taken from emmett.
 *
 * Refined since (decision 0052): transaction ids are server-wide, so a snapshot's running
 * transactions include every database's, and a long transaction in another database (another
 * application's, another test suite's) held every reader of this store back although it can never
 * write here. The horizon leaves out the transactions pg_stat_activity names as another database's.
 */
/**
 * The oldest transaction running at this statement's snapshot that could still commit a row here,
 * or the snapshot's end when none. Only transactions positively named as another database's are
 * left out: one pg_stat_activity does not list (a prepared one, one that ended meanwhile) still
 * counts, so the horizon can only err towards waiting. pg_stat_activity shows the 32-bit id.
 */
const COMMIT_HORIZON = `(
  SELECT coalesce(
    (SELECT min(running) FROM pg_snapshot_xip(snap.s) AS running
      WHERE running::text::bigint % 4294967296 NOT IN (
        SELECT backend_xid::text::bigint FROM pg_stat_activity
         WHERE backend_xid IS NOT NULL AND datid <> (SELECT oid FROM pg_database WHERE datname = current_database()))),
    pg_snapshot_xmax(snap.s))
  FROM (SELECT pg_current_snapshot() AS s) AS snap)`;

/** The commit horizon now: every row of a transaction below it is final (committed, or never will be). */
export const readCommitHorizon = async (db: Pool | PoolClient): Promise<bigint> => {
  const { rows } = await db.query<{ horizon: string }>(`SELECT ${COMMIT_HORIZON}::text AS horizon`);
  return BigInt(rows[0].horizon);
};

/**
 * Reads after `position` in commit order, below the horizon now or below `horizon`, one worked out
 * before (readCommitHorizon): an older horizon is still safe, since what lies below it is final;
 * reading below one given costs Postgres the index range alone.
 */
export const readAllAfter = async (
  db: Pool | PoolClient,
  after: StorePosition,
  limit: number,
  horizon?: bigint,
): Promise<StoredEvent[]> => {
  const { rows } = await db.query<StoredEventRow>(
    `SELECT ${STORED_EVENT_COLUMNS}
       FROM emt_messages
      WHERE partition = 'emt:default' AND is_archived = FALSE
        AND transaction_id < ${horizon === undefined ? COMMIT_HORIZON : '$4::text::xid8'}
        AND (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
      ORDER BY transaction_id, global_position
      LIMIT $3`,
    [after.transactionId.toString(), after.globalPosition.toString(), limit, ...(horizon === undefined ? [] : [horizon.toString()])],
  );
  return rows.map(toStoredEvent);
};
