import type { DataSource, EntityManager } from 'typeorm';
import type { EventStore } from '@tracklight/event-store';
import type { ReplayDifference } from '@tracklight/presentation';
import { readCheckpoint } from './checkpoint-store';
import { checkpointName, type Projection } from './projection';
import { applyBatchIn, catchUpTarget } from './projection-runner';
import { createShadows, dropShadows, ShadowTarget, sqlOf, takeShadowToHead, type TableName } from './shadow-rebuild';

/** A replay's shadows are its own: a rebuild running beside it keeps `__rebuild`. */
const REPLAY = '__replay';
/** Rows shown of each side of a difference: enough to see which column went wrong. */
const SAMPLES = 3;

/**
 * The columns a replay can reproduce: all but those the database fills itself (identity and
 * serial ids, now() stamps, random uuids), which differ on every run by design.
 */
const replayableColumns = async (manager: EntityManager, { schema, name }: TableName): Promise<string[]> => {
  const rows: { column_name: string }[] = await manager.query(
    `SELECT column_name FROM information_schema.columns
      WHERE table_schema = $1 AND table_name = $2 AND is_identity = 'NO'
        AND coalesce(column_default, '') !~* '(nextval|now\\(\\)|current_timestamp|clock_timestamp|gen_random_uuid)'
      ORDER BY ordinal_position`,
    [schema, name],
  );
  return rows.map((row) => `"${row.column_name.replace(/"/g, '""')}"`);
};

const differenceOf = async (manager: EntityManager, live: TableName, shadow: TableName): Promise<ReplayDifference> => {
  const row = `ROW(${(await replayableColumns(manager, live)).join(', ')})::text`;
  const [result]: { only_live: number; only_replay: number; live_samples: string[] | null; replay_samples: string[] | null }[] = await manager.query(
    `WITH live AS (SELECT ${row} AS r FROM ${sqlOf(live)}), replay AS (SELECT ${row} AS r FROM ${sqlOf(shadow)}),
          only_live AS (SELECT r FROM live EXCEPT ALL SELECT r FROM replay),
          only_replay AS (SELECT r FROM replay EXCEPT ALL SELECT r FROM live)
     SELECT (SELECT count(*) FROM only_live)::int AS only_live, (SELECT count(*) FROM only_replay)::int AS only_replay,
            (SELECT array_agg(r) FROM (SELECT r FROM only_live ORDER BY r LIMIT ${SAMPLES}) s) AS live_samples,
            (SELECT array_agg(r) FROM (SELECT r FROM only_replay ORDER BY r LIMIT ${SAMPLES}) s) AS replay_samples`,
  );
  return {
    table: `${live.schema}.${live.name}`,
    onlyLive: result.only_live,
    onlyReplay: result.only_replay,
    liveSamples: result.live_samples ?? [],
    replaySamples: result.replay_samples ?? [],
  };
};

/** Applies to the live read model every event it has not had yet, in the caller's transaction. */
const takeLiveToHead = async (manager: EntityManager, store: EventStore, projection: Projection): Promise<void> => {
  for (;;) {
    const events = await store.readAllAfter(await readCheckpoint(manager, checkpointName(projection), true), 1000);
    if (events.length === 0 || (await applyBatchIn(manager, store, checkpointName(projection), projection, events)) === 0) return;
  }
};

/**
 * Whether a read model equals a fresh replay of the store (issue 23's fault tests, and an
 * operator's check after an incident): replays every event into shadow tables beside the live
 * ones, then, in one transaction holding the live checkpoint's lock, takes both to the store's
 * head (the live one as its runner would) and compares them row by row. Answers the tables that
 * differ (none when equal); the shadows are dropped whatever happens, the live tables only gain
 * the events their runner was about to apply.
 */
export const compareWithReplay = async (
  store: EventStore,
  dataSource: DataSource,
  projection: Projection,
  onProgress: (applied: number) => void = () => undefined,
): Promise<ReplayDifference[]> => {
  const shadow = new ShadowTarget(dataSource, projection, REPLAY);
  await createShadows(dataSource, shadow);
  try {
    await catchUpTarget(store, dataSource, shadow, projection, onProgress);
    const differences = await shadow.transaction(async (manager) => {
      await shadow.asWritten(() => takeLiveToHead(manager, store, projection));
      await takeShadowToHead(manager, store, shadow, projection);
      return shadow.asWritten(async () => {
        const found: ReplayDifference[] = [];
        for (const { live, shadow: copy } of shadow.tables) found.push(await differenceOf(manager, live, copy));
        return found;
      });
    });
    return differences.filter((difference) => difference.onlyLive + difference.onlyReplay > 0);
  } finally {
    await dropShadows(dataSource, shadow);
  }
};
