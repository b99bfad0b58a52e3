import { DataSource, type MixedList, type EntitySchema } from 'typeorm';
import { underMigrationLock } from '@tracklight/event-store';
import { CheckpointEntity } from './checkpoint.entity';
import { ProcessedEventEntity } from './processed-event.entity';
import { PlatformCheckpoints1763780000000 } from './migrations/1763780000000-platform-checkpoints';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
type Entities = MixedList<Function | string | EntitySchema>;
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
type Migrations = Function[];

/** The platform's own tables, which every process needs whatever services it runs. */
export const PLATFORM_ENTITIES = [CheckpointEntity, ProcessedEventEntity];
export const PLATFORM_MIGRATIONS = [PlatformCheckpoints1763780000000];

/**
 * Read models live in Postgres beside the event store, one schema per service. Migrations, never
 * `synchronize`, shape the tables, so production and tests run the same DDL.
 */
export const createReadModelDataSource = (
  url: string,
  entities: Entities = [],
  migrations: Migrations = [],
): DataSource =>
  new DataSource({
    type: 'postgres',
    url,
    entities: [...PLATFORM_ENTITIES, ...(entities as unknown[])] as Entities,
    migrations: [...PLATFORM_MIGRATIONS, ...migrations],
    migrationsRun: false,
    synchronize: false,
    logging: false,
  });

/** Connects and brings the schema up to date, one process at a time (underMigrationLock). */
export const openReadModels = async (dataSource: DataSource): Promise<DataSource> => {
  if (!dataSource.isInitialized) await dataSource.initialize();
  const session = dataSource.createQueryRunner();
  try {
    await underMigrationLock(session, () => dataSource.runMigrations({ transaction: 'each' }));
  } finally {
    await session.release();
  }
  return dataSource;
};
