import type { Pool } from 'pg';
import type { StoredEvent } from './domain-event';
import { STORED_EVENT_COLUMNS, toStoredEvent, type StoredEventRow } from './stored-event-row';

/** What the event log can be narrowed by; every part optional, all parts together. */
export interface EventSearchFilter {
  type?: string;
  actorUserId?: string;
  from?: Date;
  to?: Date;
  /** The stream type (`batch`, `network`, ...): streams named `<streamType>-...`. */
  streamType?: string;
  /**
   * Events about one company: every event of the streams whose events name it (companyId,
   * owner.companyId: batches, templates, users, API keys) and of the audits requested for it
   * (audit streams carry only their batch id).
   */
  companyId?: string;
}

export interface EventSearchPage {
  events: StoredEvent[];
  hasNextPage: boolean;
}

/**
 * The store as an auditor reads it: one stream up to a moment, and a search over every event.
 * Reads only; appends stay with each stream's owner (docs/streams.md). The search pages newest
 * first by the time each event was written (`created`, indexed in EventStore.migrate) and asks
 * for one row more than a page instead of a count, so a page over millions of events costs what
 * the page costs.
 */
export const readStreamAsOf = async (pool: Pool, stream: string, asOf: Date): Promise<StoredEvent[]> => {
  const { rows } = await pool.query<StoredEventRow>(
    `SELECT ${STORED_EVENT_COLUMNS} FROM emt_messages
      WHERE stream_id = $1 AND partition = 'emt:default' AND is_archived = FALSE AND created <= $2
      ORDER BY stream_position`,
    [stream, asOf],
  );
  return rows.map(toStoredEvent);
};

export const searchEvents = async (
  pool: Pool,
  filter: EventSearchFilter,
  offset: number,
  limit: number,
): Promise<EventSearchPage> => {
  const where = ["partition = 'emt:default'", 'is_archived = FALSE'];
  const params: unknown[] = [];
  const param = (value: unknown): string => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filter.type) where.push(`message_type = ${param(filter.type)}`);
  if (filter.actorUserId) where.push(`message_metadata->>'actorUserId' = ${param(filter.actorUserId)}`);
  if (filter.from) where.push(`created >= ${param(filter.from)}`);
  if (filter.to) where.push(`created <= ${param(filter.to)}`);
  // LIKE with the prefix escaped: a stream type is letters only, but never trust that in SQL.
  if (filter.streamType) where.push(`stream_id LIKE ${param(`${filter.streamType.replace(/[\\%_]/g, '\\$&')}-%`)}`);
  if (filter.companyId) {
    const company = param(filter.companyId);
    where.push(`(stream_id IN (SELECT stream_id FROM emt_messages WHERE message_data->>'companyId' = ${company}
                        UNION SELECT stream_id FROM emt_messages WHERE message_data #>> '{owner,companyId}' = ${company})
      OR stream_id IN (SELECT 'audit-' || (requested.message_data->>'auditId') FROM emt_messages requested
                        WHERE requested.message_type = 'AuditRequested' AND requested.message_data->>'companyId' = ${company}))`);
  }
  const { rows } = await pool.query<StoredEventRow>(
    `SELECT ${STORED_EVENT_COLUMNS} FROM emt_messages
      WHERE ${where.join(' AND ')}
      ORDER BY created DESC, global_position DESC
      OFFSET ${param(offset)} LIMIT ${param(limit + 1)}`,
    params,
  );
  return { events: rows.slice(0, limit).map(toStoredEvent), hasNextPage: rows.length > limit };
};
