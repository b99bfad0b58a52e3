import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadSettings } from '@tracklight/config';
import { ensureDataDir, resolveDatabase, run } from '@tracklight/platform';
import { AllInOneModule } from './app.module';

/**
 * Runs an operator's one-off tool (`npm run replay`, `npm run verify-read-models`) on the
 * product's database with every service's modules and nothing live: no projection runner,
 * consumer or worker joins the running product's.
 */
export const runTool = (work: (app: INestApplicationContext) => Promise<void>): void =>
  run(async () => {
    const settings = loadSettings();
    ensureDataDir(settings.DATA_DIR);
    const database = await resolveDatabase(settings, (message) => console.log(message));
    const app = await NestFactory.createApplicationContext(AllInOneModule.register(settings, database.url, false), {
      logger: ['error', 'warn'],
    });
    try {
      await work(app);
    } finally {
      await app.close();
      await database.stop();
    }
  });
