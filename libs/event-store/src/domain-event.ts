// What every service appends and reads. Metadata answers "who did what, and why": the acting
// user, the correlation id of the whole request, and the event or command that caused this one.

export interface EventMetadata {
  eventId: string;
  schemaVersion: number;
  occurredAt: string;
  actorUserId: string | null;
  correlationId: string;
  causationId: string | null;
  /** The API key the actor used, when the request came with one rather than a session. */
  apiKeyId?: string | null;
  /**
   * The process that appended it ('cms', 'audit-runner', ..., or 'all-in-one'): with each stream's
   * one owner (stream-names.ts), a whole run's events show whether any process wrote a stream it
   * does not own. Absent on events of older versions and of tests' own stores.
   */
  writer?: string;
}

/** An event as a command handler decides it, before it is stored. */
export interface NewEvent<Type extends string = string, Data extends object = Record<string, unknown>> {
  type: Type;
  data: Data;
  /** Bump when the data's shape changes, so readers can upcast old events. */
  schemaVersion?: number;
}

/**
 * Where an event stands in the store's total order. The store orders by commit transaction first
 * (see read-all.ts), so a position is the pair, not the global position alone.
 */
export interface StorePosition {
  transactionId: bigint;
  globalPosition: bigint;
}

export const START_OF_STORE: StorePosition = { transactionId: 0n, globalPosition: 0n };

export interface StoredEvent<Type extends string = string, Data extends object = Record<string, unknown>> {
  type: Type;
  data: Data;
  metadata: EventMetadata;
  streamName: string;
  /** 1-based position within its stream. */
  streamPosition: bigint;
  position: StorePosition;
}

/** Who is acting and on whose behalf; carried from the request into every event it causes. */
export interface CommandContext {
  actorUserId: string | null;
  correlationId: string;
  causationId?: string | null;
  /** Set when the actor called with an API key: every event it causes names the key. */
  apiKeyId?: string | null;
}

export const comparePositions = (a: StorePosition, b: StorePosition): number =>
  a.transactionId === b.transactionId
    ? Number(a.globalPosition - b.globalPosition)
    : a.transactionId < b.transactionId
      ? -1
      : 1;
