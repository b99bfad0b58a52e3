import type { EventMetadata, StoredEvent } from './domain-event';

/**
 * The columns of emmett's `emt_messages` that a StoredEvent is made from. The transaction id is read
 * as text (node-postgres has no xid8 parser) under its own name: aliased as `transaction_id`, a bare
 * `ORDER BY transaction_id` would sort by the text ("10001" before "9999") and skip or repeat events.
 */
export const STORED_EVENT_COLUMNS =
  'stream_id, stream_position, global_position, transaction_id::text AS transaction_id_text, message_type, message_data, message_metadata';

export interface StoredEventRow {
  stream_id: string;
  stream_position: string;
  global_position: string;
  transaction_id_text: string;
  message_type: string;
  message_data: Record<string, unknown>;
  message_metadata: Record<string, unknown>;
}

export const toStoredEvent = (row: StoredEventRow): StoredEvent => {
  return {
    type: row.message_type,
    data: row.message_data,
    metadata: row.message_metadata as unknown as EventMetadata,
    streamName: row.stream_id,
    streamPosition: BigInt(row.stream_position),
    position: { transactionId: BigInt(row.transaction_id_text), globalPosition: BigInt(row.global_position) },
  };
};
