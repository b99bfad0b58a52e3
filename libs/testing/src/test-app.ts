import type { DynamicModule, INestApplication, Type } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { loadSettings, type Settings } from '@tracklight/config';
import { PlatformModule } from '@tracklight/platform';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: INestApplication;
  settings: Settings;
  database: TestDatabase;
  close(): Promise<void>;
}

export interface TestAppOptions {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations?: Function[];
  /** Settings on top of the defaults (as environment strings). */
  env?: Record<string, string>;
  label?: string;
  /** Start listening on a random port (for browser and HTTP tests). */
  listen?: boolean;
  /** Where the app's log lines go (default stdout). */
  logStream?: NodeJS.WritableStream;
}

/**
 * A real Nest application on a fresh database: the platform plus the modules under test, with
 * migrations run and projections live, as `npm start` would have it.
 */
export const createTestApp = async (
  modules: (Type | DynamicModule)[],
  options: TestAppOptions = {},
): Promise<TestApp> => {
  const database = await createTestDatabase(options.label ?? 'app');
  const settings = loadSettings({ LOG_LEVEL: 'warn', ...options.env, DATABASE_URL: database.url });
  const moduleRef = await Test.createTestingModule({
    imports: [
      PlatformModule.forRoot({
        settings,
        databaseUrl: database.url,
        migrations: options.migrations ?? [],
        logStream: options.logStream,
      }),
      ...modules,
    ],
  }).compile();
  const app = moduleRef.createNestApplication({ logger: ['error', 'warn'] });
  await app.init();
  if (options.listen) await app.listen(0, '127.0.0.1');
  return {
    app,
    settings,
    database,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
};
