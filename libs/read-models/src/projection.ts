import type { EntityManager } from 'typeorm';
import type { StoredEvent } from '@tracklight/event-store';

/** A read model kept from the event store. Its checkpoint commits with its rows. */
export interface Projection {
  /** Stable name; the checkpoint is stored as `projection:<name>`. */
  readonly name: string;
  /**
   * Every table the projection writes, schema-qualified. A rebuild replays into a shadow of each
   * (`<table>__rebuild`) and swaps them in, so the projection must name them this way in its SQL
   * (TypeORM entities with a schema do).
   */
  readonly tables: readonly string[];
  /** Applies one event; events this projection does not care about are simply ignored. */
  apply(event: StoredEvent, manager: EntityManager): Promise<void>;
  /** Applies a page of events at once, ending where applying them one by one would (see RowProjection). */
  applyPage?(events: readonly StoredEvent[], manager: EntityManager): Promise<void>;
}

export const checkpointName = (projection: Projection): string => `projection:${projection.name}`;
