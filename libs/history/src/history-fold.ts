import type { StoredEvent } from '@tracklight/event-store';

/** An entity as an auditor reads it at one point of its stream: plain, JSON-able fields. */
export type EntityView = Record<string, unknown>;

/**
 * How the service that owns a stream type folds it for history and as-of reads. The fold is the
 * owner's own (the write side's evolve), wrapped to pick what people may read: a history view
 * never names a secret (password or token hashes, reset tokens), whatever the stream holds.
 */
export interface HistoryFold {
  /** The stream type, the part of `<type>-<id>` before the dash. */
  streamType: string;
  view(events: readonly StoredEvent[]): EntityView | null;
  /** The company whose users may read the stream's history; without it, staff only. */
  companyOf?(view: EntityView): string | null;
  /** A stream whose company this one shares (an audit's batch), when the view names no company. */
  parentStreamOf?(view: EntityView): string | null;
}

export const HISTORY_FOLDS = Symbol('HISTORY_FOLDS');
