import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { DynamicModule, INestApplication } from '@nestjs/common';
import { Logger } from 'nestjs-pino';
import { loadSettings, type Settings } from '@tracklight/config';
import { collectProcessMetrics } from '@tracklight/metrics';
import { ensureDataDir } from './data-dir';
import { resolveDatabase } from './database';

export interface StartedApp {
  app: INestApplication;
  url: string;
}

/**
 * Starts one process: settings, the database (embedded when DATABASE_URL is unset), the Nest
 * application built by `buildModule`, and an orderly stop on SIGTERM/SIGINT.
 */
export const bootstrap = async (
  name: string,
  buildModule: (settings: Settings, databaseUrl: string) => DynamicModule,
  /** Set-up on the created application before it listens (e.g. the OpenAPI routes). */
  prepare: (app: INestApplication, settings: Settings) => void = () => undefined,
): Promise<StartedApp> => {
  const settings = loadSettings();
  // Once per process, here rather than per app (process-metrics.ts).
  collectProcessMetrics();
  ensureDataDir(settings.DATA_DIR);
  const say = (message: string) => process.stdout.write(`${JSON.stringify({ level: 30, time: Date.now(), name, msg: message })}\n`);
  const database = await resolveDatabase(settings, say);
  const app = await NestFactory.create(buildModule(settings, database.url), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  // Our own signal handling rather than enableShutdownHooks: the embedded database must stop
  // after Nest has closed every pool that uses it, and the process must then exit cleanly.
  const shutdown = async (signal: NodeJS.Signals) => {
    say(`${signal}: shutting down`);
    await app.close();
    await database.stop();
    process.exit(0);
  };
  process.once('SIGTERM', (signal) => void shutdown(signal));
  process.once('SIGINT', (signal) => void shutdown(signal));
  prepare(app, settings);
  await app.listen(settings.PORT, settings.HOST);
  const url = await app.getUrl();
  say(`${name} listening on ${url} (${settings.DATABASE_URL ? 'DATABASE_URL' : 'embedded Postgres'}, ${settings.REDIS_URL ? 'Redis queue' : 'in-process queue'}, ${settings.KAFKA_BROKERS ? 'Kafka events' : 'in-process events'})`);
  return { app, url };
};

/** Entry-point wrapper: a start-up failure is printed plainly and ends the process with 1. */
export const run = (start: () => Promise<unknown>): void => {
  start().catch((error: unknown) => {
    process.stderr.write(`Start-up failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
};
