/** Anything that runs SQL on one session: a pg client, a TypeORM query runner. */
export interface Session {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/**
 * One key for every schema change a process makes at start (the event store's tables, every
 * service's read-model migrations). Arbitrary but fixed: processes agree on it by constant.
 */
export const MIGRATION_LOCK_KEY = 2_360_223_001;

/**
 * Runs `migrate` holding a Postgres session advisory lock, so processes started together migrate
 * one after another: the first changes the schema, the next finds it done. Without it two
 * processes race on CREATE TABLE and on TypeORM's migrations table, and one of them fails to
 * start. The lock is per database and dies with the session, so a crashed process frees it.
 */
export const underMigrationLock = async <T>(session: Session, migrate: () => Promise<T>): Promise<T> => {
  await session.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
  try {
    return await migrate();
  } finally {
    await session.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
  }
};
