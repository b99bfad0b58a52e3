import { gql } from '@apollo/client';

export interface FieldChange {
  field: string;
  /** JSON text; null when the field was absent. */
  before: string | null;
  after: string | null;
}

export interface HistoryEntry {
  id: string;
  streamId: string;
  streamPosition: number;
  type: string;
  occurredAt: string;
  actor: { id: string; name: string | null; email: string | null } | null;
  apiKeyId: string | null;
  correlationId: string;
  changes: FieldChange[];
}

export interface EntitySnapshot {
  streamId: string;
  asOf: string;
  version: number;
  lastChangedAt: string | null;
  fields: { field: string; value: string }[];
}

const ENTRY = 'id streamId streamPosition type occurredAt actor { id name email } apiKeyId correlationId changes { field before after }';

/** GraphQL streamHistory (libs/history): null when the stream is absent or not the caller's. */
export const STREAM_HISTORY = gql`
  query StreamHistory($streamId: String!, $page: Int, $perPage: Int) {
    streamHistory(streamId: $streamId, page: $page, perPage: $perPage) { total entries { ${ENTRY} } }
  }
`;

export const ENTITY_AS_OF = gql`
  query EntityAsOf($streamId: String!, $asOf: DateTime!) {
    entityAsOf(streamId: $streamId, asOf: $asOf) { streamId asOf version lastChangedAt fields { field value } }
  }
`;

export interface EventLogFilter {
  type?: string;
  streamType?: string;
  actorId?: string;
  companyId?: string;
  from?: string;
  to?: string;
}

/** GraphQL eventSearch: the event log, newest first (super admins). */
export const EVENT_SEARCH = gql`
  query EventSearch($type: String, $streamType: String, $actorId: String, $companyId: String, $from: DateTime, $to: DateTime, $page: Int, $perPage: Int) {
    eventSearch(type: $type, streamType: $streamType, actorId: $actorId, companyId: $companyId, from: $from, to: $to, page: $page, perPage: $perPage) {
      hasNextPage entries { ${ENTRY} }
    }
  }
`;
