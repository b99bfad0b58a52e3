import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import type { EventStore } from '@tracklight/event-store';
import { readCheckpoint, resetCheckpoint, saveCheckpoint } from './checkpoint-store';
import { checkpointName, type Projection } from './projection';
import { applyBatchIn, catchUpTarget, type ProjectionTarget } from './projection-runner';

const SHADOW = '__rebuild';

interface TableName {
  schema: string;
  name: string;
}

const tableNameOf = (qualified: string): TableName => {
  const [schema, name] = qualified.includes('.') ? qualified.split('.') : ['public', qualified];
  return { schema, name };
};
const shadowOf = ({ schema, name }: TableName): TableName => ({ schema, name: `${name}${SHADOW}` });
const quote = (part: string): string => `"${part.replace(/"/g, '""')}"`;
const sqlOf = ({ schema, name }: TableName): string => `${quote(schema)}.${quote(name)}`;
const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Rewrites a projection's SQL to name its tables' shadows: `schema.table` (quoted or not, as
 * TypeORM and hand-written SQL name them) and the bare `table.` before a column. A table the
 * projection names some other way is not rewritten, and then fails loudly (its tables live in
 * schemas outside the search path) rather than writing to the live table.
 */
export const shadowSql = (tables: readonly string[]): ((text: string) => string) => {
  const rules = tables.map(tableNameOf).flatMap(({ schema, name }): [RegExp, (...groups: string[]) => string][] => [
    [new RegExp(`(?<![\\w".'])("?)${escaped(schema)}\\1\\.("?)${escaped(name)}\\2(?![\\w"])`, 'g'), (_, q1, q2) => `${q1}${schema}${q1}.${q2}${name}${SHADOW}${q2}`],
    [new RegExp(`(?<![\\w".'])("?)${escaped(name)}\\1\\.(?=[\\w"])`, 'g'), (_, q) => `${q}${name}${SHADOW}${q}.`],
  ]);
  return (text) => rules.reduce((sql, [pattern, replace]) => sql.replace(pattern, replace), text);
};

/**
 * A projection's shadow tables as a place to apply batches: each transaction runs on a query
 * runner whose SQL is rewritten to the shadows, under the rebuild's own checkpoint. The live
 * runner goes on with the live tables and checkpoint beside it.
 */
class ShadowTarget implements ProjectionTarget {
  readonly checkpoint: string;
  private readonly rewrite: (text: string) => string;
  private rewriting = true;

  constructor(
    private readonly dataSource: DataSource,
    projection: Projection,
  ) {
    this.checkpoint = `${checkpointName(projection)}${SHADOW}`;
    this.rewrite = shadowSql(projection.tables);
  }

  async transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const runner = this.dataSource.createQueryRunner();
    const query = runner.query.bind(runner);
    runner.query = ((text: string, ...rest: unknown[]) =>
      (query as (...args: unknown[]) => Promise<unknown>)(this.rewriting ? this.rewrite(text) : text, ...rest)) as QueryRunner['query'];
    try {
      return await runner.manager.transaction(work);
    } finally {
      await runner.release();
    }
  }

  /** Runs statements that name the live tables on purpose (the swap's own). */
  async asWritten<T>(work: () => Promise<T>): Promise<T> {
    this.rewriting = false;
    try {
      return await work();
    } finally {
      this.rewriting = true;
    }
  }
}

/** Fresh, empty shadows shaped like the live tables (columns, defaults, constraints, indexes). */
const createShadows = (dataSource: DataSource, tables: TableName[], checkpoint: string): Promise<void> =>
  dataSource.transaction(async (manager) => {
    for (const table of tables) {
      await manager.query(`DROP TABLE IF EXISTS ${sqlOf(shadowOf(table))}`);
      await manager.query(`CREATE TABLE ${sqlOf(shadowOf(table))} (LIKE ${sqlOf(table)} INCLUDING ALL)`);
    }
    await resetCheckpoint(manager, checkpoint);
  });

const dropShadows = (dataSource: DataSource, tables: TableName[], checkpoint: string): Promise<void> =>
  dataSource.transaction(async (manager) => {
    for (const table of tables) await manager.query(`DROP TABLE IF EXISTS ${sqlOf(shadowOf(table))}`);
    await resetCheckpoint(manager, checkpoint);
  });

const indexesOf = async (manager: EntityManager, { schema, name }: TableName): Promise<{ name: string; shape: string }[]> => {
  const rows: { indexname: string; indexdef: string }[] = await manager.query(
    'SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = $1 AND tablename = $2 ORDER BY indexname',
    [schema, name],
  );
  // The definition without the index's and the table's names: what a copy has in common.
  return rows.map((row) => ({ name: row.indexname, shape: row.indexdef.replace(/^CREATE (UNIQUE )?INDEX \S+ ON \S+/, 'CREATE $1INDEX ON') }));
};

/**
 * Puts the shadow in the live table's place: drops the live table, renames the shadow, and gives
 * its indexes (and the constraints behind them) the live ones' names, so later migrations find them.
 */
const swapTable = async (manager: EntityManager, table: TableName): Promise<void> => {
  const live = await indexesOf(manager, table);
  const copies = await indexesOf(manager, shadowOf(table));
  await manager.query(`DROP TABLE ${sqlOf(table)}`);
  await manager.query(`ALTER TABLE ${sqlOf(shadowOf(table))} RENAME TO ${quote(table.name)}`);
  for (const copy of copies) {
    const original = live.findIndex((index) => index.shape === copy.shape);
    if (original < 0) continue;
    await manager.query(`ALTER INDEX ${quote(table.schema)}.${quote(copy.name)} RENAME TO ${quote(live[original].name)}`);
    live.splice(original, 1);
  }
};

/**
 * Rebuilds a read model from the first event without taking it away: replays into shadow tables
 * (`<table>__rebuild`, shaped LIKE the live ones) under their own checkpoint while the live runner
 * keeps the live tables current, then swaps them in. The swap is one transaction holding the
 * projection's checkpoint lock (the live runner waits): the shadow takes the events still
 * missing, the shadows replace the live tables, and the checkpoint moves to the shadow's. Readers
 * see the old tables, complete, until that commit, then the new ones. A failed rebuild drops its
 * shadows and leaves the live read model as it was.
 */
export const rebuildProjection = async (
  store: EventStore,
  dataSource: DataSource,
  projection: Projection,
  onProgress: (applied: number) => void = () => undefined,
): Promise<number> => {
  const tables = projection.tables.map(tableNameOf);
  const shadow = new ShadowTarget(dataSource, projection);
  await createShadows(dataSource, tables, shadow.checkpoint);
  try {
    let applied = await catchUpTarget(store, dataSource, shadow, projection, onProgress);
    for (const table of tables) await dataSource.query(`ANALYZE ${sqlOf(shadowOf(table))}`);
    applied += await shadow.transaction(async (manager) => {
      await readCheckpoint(manager, checkpointName(projection), true);
      let last = 0;
      for (;;) {
        const events = await store.readAllAfter(await readCheckpoint(manager, shadow.checkpoint), 1000);
        const appliedNow = events.length === 0 ? 0 : await applyBatchIn(manager, store, shadow.checkpoint, projection, events);
        if (appliedNow === 0) break;
        last += appliedNow;
      }
      await shadow.asWritten(async () => {
        for (const table of tables) await swapTable(manager, table);
      });
      await saveCheckpoint(manager, checkpointName(projection), await readCheckpoint(manager, shadow.checkpoint));
      await resetCheckpoint(manager, shadow.checkpoint);
      return last;
    });
    onProgress(applied);
    return applied;
  } catch (error) {
    await dropShadows(dataSource, tables, shadow.checkpoint).catch(() => undefined);
    throw error;
  }
};
