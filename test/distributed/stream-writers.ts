import type { Client } from 'pg';
import { STREAM_OWNERS } from '@tracklight/event-store';

/**
 * Which process wrote which kind of stream over a whole run, from each event's writer metadata,
 * less the writes by each stream's owner (docs/streams.md): 'advertiser by audit-runner' when the
 * audit runner's process appended to an advertiser stream, 'batch by (nobody)' for events that
 * name no writer. The all-in-one writes every stream and is left out.
 */
export const foreignWrites = async (client: Client): Promise<string[]> => {
  const { rows } = await client.query<{ kind: string; writer: string | null }>(
    `SELECT DISTINCT split_part(stream_id, '-', 1) AS kind, message_metadata->>'writer' AS writer FROM emt_messages`,
  );
  return rows
    .filter(({ kind, writer }) => writer !== 'all-in-one' && writer !== STREAM_OWNERS[kind])
    .map(({ kind, writer }) => `${kind} by ${writer ?? '(nobody)'}`)
    .sort();
};
