import type { EntityManager } from 'typeorm';
import { START_OF_STORE, type StorePosition } from '@tracklight/event-store';

/** Reads and writes checkpoints inside the caller's transaction, so they commit with its effects. */
export const readCheckpoint = async (manager: EntityManager, name: string, lock = false): Promise<StorePosition> => {
  if (lock) {
    // A row must exist to be locked: without it two first batches would both start from the top.
    await manager.query(
      `INSERT INTO platform.checkpoints (name, transaction_id, global_position) VALUES ($1, 0, 0) ON CONFLICT (name) DO NOTHING`,
      [name],
    );
  }
  const rows: { transaction_id: string; global_position: string }[] = await manager.query(
    `SELECT transaction_id::text, global_position::text FROM platform.checkpoints WHERE name = $1${lock ? ' FOR UPDATE' : ''}`,
    [name],
  );
  return rows.length === 0
    ? START_OF_STORE
    : { transactionId: BigInt(rows[0].transaction_id), globalPosition: BigInt(rows[0].global_position) };
};

export const saveCheckpoint = async (manager: EntityManager, name: string, position: StorePosition): Promise<void> => {
  await manager.query(
    `INSERT INTO platform.checkpoints (name, transaction_id, global_position, updated_at)
     VALUES ($1, $2, $3, now())
     ON CONFLICT (name) DO UPDATE SET transaction_id = EXCLUDED.transaction_id,
       global_position = EXCLUDED.global_position, updated_at = now()`,
    [name, position.transactionId.toString(), position.globalPosition.toString()],
  );
};

export const resetCheckpoint = async (manager: EntityManager, name: string): Promise<void> => {
  await manager.query(`DELETE FROM platform.checkpoints WHERE name = $1`, [name]);
};
