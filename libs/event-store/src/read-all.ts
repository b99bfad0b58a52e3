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
 * (`transaction_id < pg_snapshot_xmin(pg_current_snapshot())`) are visible, ordered by transaction
 * id, then position. Because the order is by transaction first, the checkpoint must be the pair
 * (transaction id, global position): emmett's own puller resumes "after global position N",
 * which can re-deliver or skip events when an older transaction holds the higher positions (the
 * int-spec reproduces that case), so this reader is written here rather than taken from emmett.
 */
export const readAllAfter = async (
  db: Pool | PoolClient,
  after: StorePosition,
  limit: number,
): Promise<StoredEvent[]> => {
  const { rows } = await db.query<StoredEventRow>(
    `SELECT ${STORED_EVENT_COLUMNS}
       FROM emt_messages
      WHERE partition = 'emt:default' AND is_archived = FALSE
        AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        AND (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
      ORDER BY transaction_id, global_position
      LIMIT $3`,
    [after.transactionId.toString(), after.globalPosition.toString(), limit],
  );
  return rows.map(toStoredEvent);
};
