import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import type { EventStore } from '@tracklight/event-store';
import { readCheckpoint, resetCheckpoint, saveCheckpoint } from './checkpoint-store';
import { checkpointName, type Projection } from './projection';
import { applyBatchIn, catchUpTarget, type ProjectionTarget } from './projection-runner';

/** The suffix of a rebuild's shadow tables and checkpoint. */
const REBUILD = '__rebuild';

export interface TableName {
  schema: string;
  name: string;
}

export const tableNameOf = (qualified: string): TableName => {
  const [schema, name] = qualified.includes('.') ? qualified.split('.') : ['public', qualified];
  return { schema, name };
};
const shadowOf = ({ schema, name }: TableName, suffix: string): TableName => ({ schema, name: `${name}${suffix}` });
const quote = (part: string): string => `"${part.replace(/"/g, '""')}"`;
export const sqlOf = ({ schema, name }: TableName): string => `${quote(schema)}.${quote(name)}`;
const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Rewrites a projection's SQL to name its tables' shadows: `schema.table` (quoted or not, as
 * TypeORM and hand-written SQL name them) and the bare `table.` before a column. A table the
 * projection names some other way is not rewritten, and then fails loudly (its tables live in
 * schemas outside the search path) rather than writing to the live table.
 *
 * Qualified names are rewritten first and held aside until the end: a schema can share its name
 * with one of its tables (`batches.batches`, `batches.companies`), and the bare rule must not take
 * that schema for a table. A bare name that is also one of the schemas is read as the schema
 * (`batches.completion_mail`, an outbox the projection writes but does not own, stays live), so a
 * projection qualifies such a table's columns through an alias.
 */
export const shadowSql = (tables: readonly string[], suffix = REBUILD): ((text: string) => string) => {
  const names = tables.map(tableNameOf);
  const qualified = names.map(({ schema, name }): [RegExp, (...groups: string[]) => string] => [
    new RegExp(`(?<![\\w".'])("?)${escaped(schema)}\\1\\.("?)${escaped(name)}\\2(?![\\w"])`, 'g'),
    (_, q1, q2) => `${q1}${schema}${q1}.${q2}${name}${suffix}${q2}`,
  ]);
  const schemas = new Set(names.map(({ schema }) => schema));
  const bare = names.filter(({ name }) => !schemas.has(name)).map(({ name }): [RegExp, (...groups: string[]) => string] => [
    new RegExp(`(?<![\\w".'\\uE000])("?)${escaped(name)}\\1\\.(?=[\\w"])`, 'g'),
    (_, q) => `${q}${name}${suffix}${q}.`,
  ]);
  return (text) => {
    // Rewritten names wait as private-use markers, which no SQL the projections write contains.
    const held: string[] = [];
    const hold = (rewritten: string) => `\uE000${held.push(rewritten) - 1}\uE000`;
    const apply = (sql: string, rules: typeof qualified) =>
      rules.reduce((current, [pattern, replace]) => current.replace(pattern, (...groups: string[]) => hold(replace(...groups))), sql);
    return apply(apply(text, qualified), bare).replace(/\uE000(\d+)\uE000/g, (_, index: string) => held[Number(index)]);
  };
};

/**
 * A projection's shadow tables as a place to apply batches: each transaction runs on a query
 * runner whose SQL is rewritten to the shadows, under the shadow's own checkpoint. The live
 * runner goes on with the live tables and checkpoint beside it. The suffix names the shadows:
 * a rebuild's and a replay comparison's (replay-comparison.ts) never meet.
 */
export class ShadowTarget implements ProjectionTarget {
  readonly checkpoint: string;
  /** Each live table with its shadow. */
  readonly tables: { live: TableName; shadow: TableName }[];
  private readonly rewrite: (text: string) => string;
  private rewriting = true;

  constructor(
    private readonly dataSource: DataSource,
    projection: Projection,
    suffix = REBUILD,
  ) {
    this.checkpoint = `${checkpointName(projection)}${suffix}`;
    this.rewrite = shadowSql(projection.tables, suffix);
    this.tables = projection.tables.map(tableNameOf).map((live) => ({ live, shadow: shadowOf(live, suffix) }));
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
export const createShadows = (dataSource: DataSource, target: ShadowTarget): Promise<void> =>
  dataSource.transaction(async (manager) => {
    for (const { live, shadow } of target.tables) {
      await manager.query(`DROP TABLE IF EXISTS ${sqlOf(shadow)}`);
      await manager.query(`CREATE TABLE ${sqlOf(shadow)} (LIKE ${sqlOf(live)} INCLUDING ALL)`);
    }
    await resetCheckpoint(manager, target.checkpoint);
  });

export const dropShadows = (dataSource: DataSource, target: ShadowTarget): Promise<void> =>
  dataSource.transaction(async (manager) => {
    for (const { shadow } of target.tables) await manager.query(`DROP TABLE IF EXISTS ${sqlOf(shadow)}`);
    await resetCheckpoint(manager, target.checkpoint);
  });

/**
 * Inside a transaction of `target` that holds the live checkpoint's lock (the live runner waits):
 * applies to the shadows every event still missing, so they stand where the store's head does.
 */
export const takeShadowToHead = async (manager: EntityManager, store: EventStore, target: ShadowTarget, projection: Projection): Promise<number> => {
  let applied = 0;
  for (;;) {
    const events = await store.readAllAfter(await readCheckpoint(manager, target.checkpoint), 1000);
    const appliedNow = events.length === 0 ? 0 : await applyBatchIn(manager, store, target.checkpoint, projection, events);
    if (appliedNow === 0) return applied;
    applied += appliedNow;
  }
};

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
const swapTable = async (manager: EntityManager, { live: table, shadow }: ShadowTarget['tables'][number]): Promise<void> => {
  const live = await indexesOf(manager, table);
  const copies = await indexesOf(manager, shadow);
  await manager.query(`DROP TABLE ${sqlOf(table)}`);
  await manager.query(`ALTER TABLE ${sqlOf(shadow)} RENAME TO ${quote(table.name)}`);
  for (const copy of copies) {
    const original = live.findIndex((index) => index.shape === copy.shape);
    if (original < 0) continue;
    await manager.query(`ALTER INDEX ${quote(table.schema)}.${quote(copy.name)} RENAME TO ${quote(live[original].name)}`);
    live.splice(original, 1);
  }
};

/** Why a rebuild stopped when its operator cancelled it (the abort reason rebuildProjection throws). */
export class RebuildCancelled extends Error {
  constructor(name: string) {
    super(`The rebuild of ${name} was cancelled; the read model is as it was.`);
  }
}

/**
 * Rebuilds a read model from the first event without taking it away: replays into shadow tables
 * (`<table>__rebuild`, shaped LIKE the live ones) under their own checkpoint while the live runner
 * keeps the live tables current, then swaps them in. The swap is one transaction holding the
 * projection's checkpoint lock (the live runner waits): the shadow takes the events still
 * missing, the shadows replace the live tables, and the checkpoint moves to the shadow's. Readers
 * see the old tables, complete, until that commit, then the new ones. A failed rebuild drops its
 * shadows and leaves the live read model as it was; so does one whose `signal` is aborted before
 * the swap begins (it throws the abort's reason). Once swapping, it finishes.
 */
export const rebuildProjection = async (
  store: EventStore,
  dataSource: DataSource,
  projection: Projection,
  onProgress: (applied: number) => void = () => undefined,
  signal?: AbortSignal,
): Promise<number> => {
  const shadow = new ShadowTarget(dataSource, projection);
  await createShadows(dataSource, shadow);
  try {
    let applied = await catchUpTarget(store, dataSource, shadow, projection, onProgress, undefined, signal);
    for (const { shadow: table } of shadow.tables) await dataSource.query(`ANALYZE ${sqlOf(table)}`);
    signal?.throwIfAborted();
    applied += await shadow.transaction(async (manager) => {
      await readCheckpoint(manager, checkpointName(projection), true);
      const last = await takeShadowToHead(manager, store, shadow, projection);
      await shadow.asWritten(async () => {
        for (const table of shadow.tables) await swapTable(manager, table);
      });
      await saveCheckpoint(manager, checkpointName(projection), await readCheckpoint(manager, shadow.checkpoint));
      await resetCheckpoint(manager, shadow.checkpoint);
      return last;
    });
    onProgress(applied);
    return applied;
  } catch (error) {
    await dropShadows(dataSource, shadow).catch(() => undefined);
    throw error;
  }
};
