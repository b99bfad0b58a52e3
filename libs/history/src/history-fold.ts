import type { FeatureGrant } from '@tracklight/access';
import type { StoredEvent } from '@tracklight/event-store';

/** An entity as an auditor reads it at one point of its stream: plain, JSON-able fields. */
export type EntityView = Record<string, unknown>;

/**
 * How the service that owns a stream type folds it for history and as-of reads. The fold is the
 * owner's own (the write side's start state and evolve step), wrapped to pick what people may
 * read: a history view never names a secret (password or token hashes, reset tokens), whatever
 * the stream holds. A step fold lets a timeline page fold its stream once, viewing each step.
 */
export interface HistoryFold {
  /** The stream type, the part of `<type>-<id>` before the dash. */
  streamType: string;
  /** The state before the stream's first event (a fresh one each call: an evolve may mutate it). */
  initial(): unknown;
  evolve(state: unknown, event: StoredEvent): unknown;
  /** What people may read of a state; null while the entity does not exist. */
  viewOf(state: unknown): EntityView | null;
  /** The company whose users may read the stream's history; without it, staff only. */
  companyOf?(view: EntityView): string | null;
  /** A stream whose company this one shares (an audit's batch), when the view names no company. */
  parentStreamOf?(view: EntityView): string | null;
  /** The grant a company user also needs to read the stream (staff pass every grant). */
  readerGrant?: FeatureGrant;
  /** Fields only staff read; removed from every view and change a company user sees. */
  staffOnlyFields?: readonly string[];
  /** Its company decides who reads its child streams, but its own history stays staff only. */
  childrenOnly?: boolean;
}

/** Declares a fold with its state's type checked, then keeps it beside the others. */
export const historyFold = <S>(fold: {
  streamType: string;
  initial: () => S;
  evolve: (state: S, event: StoredEvent) => S;
  viewOf: (state: S) => EntityView | null;
  companyOf?: (view: EntityView) => string | null;
  parentStreamOf?: (view: EntityView) => string | null;
  readerGrant?: FeatureGrant;
  staffOnlyFields?: readonly string[];
  childrenOnly?: boolean;
}): HistoryFold => fold as unknown as HistoryFold;

/** The view after all of `events`. */
export const foldView = (fold: HistoryFold, events: readonly StoredEvent[]): EntityView | null =>
  fold.viewOf(events.reduce((state, event) => fold.evolve(state, event), fold.initial()));

export const HISTORY_FOLDS = Symbol('HISTORY_FOLDS');
