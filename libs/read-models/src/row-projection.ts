import type { EntityManager, EntityTarget, FindOptionsWhere, ObjectLiteral } from 'typeorm';
import type { StoredEvent } from '@tracklight/event-store';
import type { Projection } from './projection';

// Rows per INSERT: well under Postgres' 65,535 parameters for any read model's column count.
const ROWS_PER_UPSERT = 500;

/**
 * A read model of one row per entity, each event changing one row. A page of events is applied
 * to the rows in memory: the rows it touches are read in one query and each changed row is
 * written once, in one multi-row upsert, instead of a read and a write per event. Live batches
 * and rebuilds both go through it, so they cannot disagree.
 */
export abstract class RowProjection<Row extends ObjectLiteral> implements Projection {
  abstract readonly name: string;
  abstract readonly tables: readonly string[];
  protected abstract readonly entity: EntityTarget<Row>;
  /** The primary key's properties (the upsert's conflict target). */
  protected abstract readonly keyColumns: readonly (keyof Row & string)[];

  /** The key of the row an event changes; null for events this read model ignores. */
  protected abstract keyOf(event: StoredEvent): Partial<Row> | null;

  /** The row after the event, from the row before it (null: none yet); null leaves the row as it was. */
  protected abstract evolve(row: Row | null, event: StoredEvent, key: Partial<Row>): Row | null;

  apply(event: StoredEvent, manager: EntityManager): Promise<void> {
    return this.applyPage([event], manager);
  }

  async applyPage(events: readonly StoredEvent[], manager: EntityManager): Promise<void> {
    const touched = events.flatMap((event) => {
      const key = this.keyOf(event);
      return key ? [{ event, key, id: this.idOf(key) }] : [];
    });
    if (touched.length === 0) return;
    const keys = new Map(touched.map(({ key, id }) => [id, key]));
    const found = await manager.find(this.entity, { where: [...keys.values()] as FindOptionsWhere<Row>[] });
    const rows = new Map(found.map((row) => [this.idOf(row), row]));
    const changed = new Set<string>();
    for (const { event, key, id } of touched) {
      const next = this.evolve(rows.get(id) ?? null, event, key);
      if (!next) continue;
      rows.set(id, next);
      changed.add(id);
    }
    const writes = [...changed].map((id) => rows.get(id)!);
    for (let from = 0; from < writes.length; from += ROWS_PER_UPSERT) {
      await manager.upsert(this.entity, writes.slice(from, from + ROWS_PER_UPSERT), [...this.keyColumns]);
    }
  }

  private idOf(key: Partial<Row>): string {
    return JSON.stringify(this.keyColumns.map((column) => key[column]));
  }
}
