import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadSettings } from '@tracklight/config';
import { createTestDatabase, type TestDatabase } from '@tracklight/testing';
import { AllInOneModule } from '../app.module';
import { ADMIN } from './cross-company/two-companies';

export interface RunningProduct {
  app: INestApplication;
  database: TestDatabase;
  close(): Promise<void>;
}

/** Every service in one process on a fresh database, no audit worker, the test admin as super admin. */
export async function startProduct(label: string, env: Record<string, string> = {}): Promise<RunningProduct> {
  const database = await createTestDatabase(label);
  const settings = loadSettings({
    LOG_LEVEL: 'warn',
    DATABASE_URL: database.url,
    AUDIT_WORKER: 'false',
    ADMIN_EMAIL: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ...env,
  });
  const app = await NestFactory.create(AllInOneModule.register(settings, database.url), { logger: false });
  await app.init();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
