import { randomUUID } from 'node:crypto';
import {
  isExpectedVersionConflictError,
  type ExpectedStreamVersion,
} from '@event-driven-io/emmett';
import { appendToStream, getPostgreSQLEventStore, type PostgresEventStore } from '@event-driven-io/emmett-postgresql';
import { Pool } from 'pg';
import type { CommandContext, NewEvent, StoredEvent } from './domain-event';
import { readAllAfter, readCommitHorizon } from './read-all';
import { SharedCommitHorizon } from './commit-horizon';
import { readStreamAsOf, searchEvents, type EventSearchFilter, type EventSearchPage } from './event-history';
import { aggregateOf, BOUNDED_CONTEXTS, contextOf } from './stream-names';
import { StreamVersionConflictError } from './stream-version-conflict.error';
import { underMigrationLock } from './migration-lock';
import { AppendNotifications, APPENDED_CHANNEL } from './append-notifications';
import { STORED_EVENT_COLUMNS, toStoredEvent, type StoredEventRow } from './stored-event-row';
import type { StorePosition } from './domain-event';

/** 'no-stream': the stream must not exist yet; 'any': no concurrency check; a number: its version. */
export type ExpectedVersion = bigint | 'no-stream' | 'any';

export interface AppendResult {
  /** The stream's version after the append (its last event's stream position). */
  nextVersion: bigint;
}

export interface ReadStreamResult {
  events: StoredEvent[];
  /** 0 when the stream does not exist. */
  version: bigint;
}

// emmett's SQL append ignores STREAM_DOES_NOT_EXIST; version 0 is how its procedure says "no stream yet".
const toEmmettVersion = (expected: bigint | 'no-stream'): ExpectedStreamVersion<bigint> =>
  expected === 'no-stream' ? 0n : expected;

const MAX_UNCHECKED_APPEND_ATTEMPTS = 20;

/** One stream's part of a multi-stream append (appendToStreams): checked versions only. */
export interface StreamAppend {
  stream: string;
  events: NewEvent[];
  expectedVersion: bigint | 'no-stream';
}

/** Events as emmett stores them, with the metadata every stored event carries. */
const messagesOf = (events: NewEvent[], context: CommandContext, writer: string | null) => {
  const occurredAt = new Date().toISOString();
  return events.map((event) => {
    const eventId = randomUUID();
    return {
      type: event.type,
      data: event.data as Record<string, unknown>,
      metadata: {
        messageId: eventId,
        eventId,
        schemaVersion: event.schemaVersion ?? 1,
        occurredAt,
        actorUserId: context.actorUserId,
        correlationId: context.correlationId,
        causationId: context.causationId ?? null,
        ...(context.apiKeyId ? { apiKeyId: context.apiKeyId } : {}),
        ...(writer ? { writer } : {}),
      },
    };
  });
};

/**
 * The write side's source of truth: emmett's PostgreSQL store for appends (its stored procedure
 * checks the expected version and writes all events or none), and plain SQL for reads so every
 * read carries the transaction id the store's total order is built on.
 */
export class EventStore {
  private readonly emmett: PostgresEventStore;
  readonly pool: Pool;
  private readonly notifications: AppendNotifications;
  private readonly horizon: SharedCommitHorizon;

  constructor(
    connectionString: string,
    poolSize = 10,
    /** The process appending, recorded on each event it appends (EventMetadata.writer). */
    private readonly writer: string | null = null,
  ) {
    this.pool = new Pool({ connectionString, max: poolSize });
    this.notifications = new AppendNotifications(connectionString);
    this.horizon = new SharedCommitHorizon(
      () => readCommitHorizon(this.pool),
      () => this.notifications.heard,
    );
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on next use (node-postgres' documented advice).
    this.pool.on('error', () => undefined);
    this.emmett = getPostgreSQLEventStore(connectionString, {
      schema: { autoMigration: 'None' },
      connectionOptions: { pool: this.pool },
    });
  }

  /**
   * Whether the service this process is owns the stream (stream-names.ts). A process that is not
   * one service (the all-in-one, a tool, a test's store) owns them all.
   */
  ownsStream(stream: string): boolean {
    const service = BOUNDED_CONTEXTS.find((context) => context === this.writer);
    return !service || contextOf(stream) === service;
  }

  /** Creates or upgrades the store's tables; safe to call on every start, one process at a time (underMigrationLock). */
  async migrate(): Promise<void> {
    const session = await this.pool.connect();
    try {
      await underMigrationLock(session, () => this.createSchema());
    } finally {
      session.release();
    }
  }

  private async createSchema(): Promise<void> {
    await this.emmett.schema.migrate();
    // Readers page through the store in commit order (read-all.ts); without this index every page
    // sorts the whole table.
    await this.pool.query(
      'CREATE INDEX IF NOT EXISTS emt_messages_commit_order ON emt_messages (partition, transaction_id, global_position)',
    );
    // The event log (event-history.ts) pages newest first, by type or actor or neither.
    await this.pool.query('CREATE INDEX IF NOT EXISTS emt_messages_created ON emt_messages (created, global_position)');
    await this.pool.query('CREATE INDEX IF NOT EXISTS emt_messages_type_created ON emt_messages (message_type, created)');
    await this.pool.query(
      "CREATE INDEX IF NOT EXISTS emt_messages_actor_created ON emt_messages ((message_metadata->>'actorUserId'), created)",
    );
    // ... and by company: the streams whose events name it.
    await this.pool.query("CREATE INDEX IF NOT EXISTS emt_messages_company ON emt_messages ((message_data->>'companyId'))");
    await this.pool.query("CREATE INDEX IF NOT EXISTS emt_messages_owner_company ON emt_messages ((message_data #>> '{owner,companyId}'))");
    // Readers are told of appends (onAppended) instead of polling the store several times a second.
    // Postgres sends a NOTIFY when its transaction commits, once per transaction and channel.
    await this.pool.query(
      `CREATE OR REPLACE FUNCTION tl_notify_appended() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('${APPENDED_CHANNEL}', ''); RETURN NULL; END $$`,
    );
    await this.pool.query(
      'CREATE OR REPLACE TRIGGER tl_notify_appended AFTER INSERT ON emt_messages FOR EACH STATEMENT EXECUTE FUNCTION tl_notify_appended()',
    );
  }

  /** Calls `listener` after events are appended to this store by any process; answers how to stop. */
  onAppended(listener: () => void): () => void {
    return this.notifications.subscribe(listener);
  }

  async append(
    stream: string,
    events: NewEvent[],
    expectedVersion: ExpectedVersion,
    context: CommandContext,
  ): Promise<AppendResult> {
    const toAppend = messagesOf(events, context, this.writer);
    for (let attempt = 1; ; attempt++) {
      try {
        const result = await this.emmett.appendToStream(stream, toAppend, {
          expectedStreamVersion: toEmmettVersion(
            expectedVersion === 'any' ? await this.committedVersion(stream) : expectedVersion,
          ),
        });
        return { nextVersion: result.nextExpectedStreamVersion };
      } catch (error) {
        if (!isExpectedVersionConflictError(error)) throw error;
        // With 'any' the caller does not care who wins a race for the next position: go again.
        if (expectedVersion !== 'any' || attempt >= MAX_UNCHECKED_APPEND_ATTEMPTS) {
          throw new StreamVersionConflictError(stream, expectedVersion);
        }
      }
    }
  }

  /**
   * Appends to many streams in one transaction: every stream's events are stored, or none. Each
   * stream is appended by emmett's own append (its stored procedure checks the expected version),
   * handed this transaction in place of one of its own; a version conflict on any stream rolls all
   * back and throws StreamVersionConflictError naming it. For imports that must be all or nothing.
   */
  async appendToStreams(appends: readonly StreamAppend[], context: CommandContext, onAppended: (done: number) => void = () => undefined): Promise<void> {
    const client = await this.pool.connect();
    // emmett's append runs its SQL through `transaction.execute.command` (dumbo's executor, whose
    // SQL is plain text) and answers `{ success, result }` to the pool's withTransaction.
    const inThisTransaction = {
      withTransaction: async (handle: (transaction: unknown) => Promise<{ result: unknown }>) =>
        (await handle({ execute: { command: (sql: string) => client.query(sql) } })).result,
    } as unknown as Parameters<typeof appendToStream>[0];
    try {
      await client.query('BEGIN');
      for (const [index, { stream, events, expectedVersion }] of appends.entries()) {
        // emmett answers an empty append as a failure; there is simply nothing to store.
        if (events.length === 0) continue;
        const result = await appendToStream(inThisTransaction, stream, aggregateOf(stream), messagesOf(events, context, this.writer), {
          expectedStreamVersion: toEmmettVersion(expectedVersion),
        });
        if (!result.success) throw new StreamVersionConflictError(stream, expectedVersion);
        onAppended(index + 1);
      }
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  }

  /**
   * An 'any' append still names the version it builds on, read before its transaction starts.
   * Emmett's own unchecked path reads the version inside the append, after taking the transaction
   * id, so a writer that took its id first could write the stream's next position with the lower
   * id, and readers in commit order (read-all.ts) would see the stream out of order.
   */
  private async committedVersion(stream: string): Promise<bigint> {
    const { rows } = await this.pool.query<{ stream_position: string }>(
      `SELECT stream_position FROM emt_streams
        WHERE stream_id = $1 AND partition = 'emt:default' AND is_archived = FALSE`,
      [stream],
    );
    return rows.length === 0 ? 0n : BigInt(rows[0].stream_position);
  }

  async readStream(stream: string): Promise<ReadStreamResult> {
    const { rows } = await this.pool.query<StoredEventRow>(
      `SELECT ${STORED_EVENT_COLUMNS} FROM emt_messages
        WHERE stream_id = $1 AND partition = 'emt:default' AND is_archived = FALSE
        ORDER BY stream_position`,
      [stream],
    );
    const events = rows.map(toStoredEvent);
    return { events, version: events.at(-1)?.streamPosition ?? 0n };
  }

  /**
   * Many streams in one query (their events in stream order), for work over many aggregates at
   * once; a stream that does not exist is absent from the answer.
   */
  async readStreams(streams: readonly string[]): Promise<Map<string, ReadStreamResult>> {
    const read = new Map<string, ReadStreamResult>();
    if (streams.length === 0) return read;
    const { rows } = await this.pool.query<StoredEventRow>(
      `SELECT ${STORED_EVENT_COLUMNS} FROM emt_messages
        WHERE stream_id = ANY($1::text[]) AND partition = 'emt:default' AND is_archived = FALSE
        ORDER BY stream_id, stream_position`,
      [streams],
    );
    for (const event of rows.map(toStoredEvent)) {
      const stream = read.get(event.streamName) ?? { events: [], version: 0n };
      stream.events.push(event);
      stream.version = event.streamPosition;
      read.set(event.streamName, stream);
    }
    return read;
  }

  /** The events at the given stream positions (one query), in no particular order; missing ones are left out. */
  async readEventsAt(at: readonly { stream: string; position: bigint }[]): Promise<StoredEvent[]> {
    if (at.length === 0) return [];
    const { rows } = await this.pool.query<StoredEventRow>(
      `SELECT ${STORED_EVENT_COLUMNS} FROM emt_messages
        JOIN unnest($1::text[], $2::bigint[]) AS wanted(stream_id, stream_position) USING (stream_id, stream_position)
        WHERE partition = 'emt:default' AND is_archived = FALSE`,
      [at.map((ref) => ref.stream), at.map((ref) => ref.position.toString())],
    );
    return rows.map(toStoredEvent);
  }

  /** The stream as it stood at `asOf`: its events written up to that moment. */
  readStreamAsOf(stream: string, asOf: Date): Promise<StoredEvent[]> {
    return readStreamAsOf(this.pool, stream, asOf);
  }

  searchEvents(filter: EventSearchFilter, offset: number, limit: number): Promise<EventSearchPage> {
    return searchEvents(this.pool, filter, offset, limit);
  }

  /** The commit horizon (read-all.ts), one probe shared by this process's readers (commit-horizon.ts). */
  commitHorizon(): Promise<bigint> {
    return this.horizon.current();
  }

  /** In commit order after `after`; below `horizon` when given (commitHorizon), else below the horizon now. */
  readAllAfter(after: StorePosition, limit: number, horizon?: bigint): Promise<StoredEvent[]> {
    return readAllAfter(this.pool, after, limit, horizon);
  }

  async close(): Promise<void> {
    await this.notifications.close();
    await this.emmett.close();
    await this.pool.end().catch(() => undefined);
  }
}
