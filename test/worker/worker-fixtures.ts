import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { chromium, type Browser } from 'playwright-core';
import { DataSource } from 'typeorm';
import { serveOpenApi } from '@tracklight/access';
import { loadSettings } from '@tracklight/config';
import { EventStore } from '@tracklight/event-store';
import { chromiumBaseFlags, withMergedFeatures } from '@tracklight/platform';
import { AllInOneModule } from '../../apps/all-in-one/app.module';
import type { BatchesModuleOptions } from '../../services/batches/src';
import type { Clock } from '../../services/batches/src/shared/clock';
import { TemplateScheduler } from '../../services/batches/src/templates/scheduler/template-scheduler';

/**
 * What a jest worker loads once and lends to every test file it runs (test/worker/README.md): the
 * product's module graph and one Chromium. Loaded outside the files' module registries by the test
 * environment (test/failure-aware-environment.ts), so a file that starts the product no longer
 * compiles and evaluates its 4,000 modules again, nor launches a browser of its own. Each file still
 * gets an app of its own, on a database of its own, with its own settings.
 */

/** The providers a test may reach inside its app, by name (a test's own classes are other objects). */
const PROVIDERS = { DataSource, EventStore, TemplateScheduler };
export type ProviderName = keyof typeof PROVIDERS;

export interface ProductUnderTest {
  url: string;
  app: INestApplication;
  provider<T>(name: ProviderName): T;
  close(): Promise<void>;
}

export interface ProductOptions {
  env: Record<string, string>;
  databaseUrl: string;
  batches?: BatchesModuleOptions;
  /** The API documents as apps/all-in-one main.ts serves them, under this product name. */
  openApiProductName?: string;
  port?: number;
}

/**
 * A test's clock, read in this realm: a Date made in the test file's realm fails the app's
 * `instanceof Date` checks (the app's classes come from the worker, not from the file).
 */
const readHere = (clock: Clock): Clock => ({ now: () => new Date(clock.now().getTime()) });

/** Every service in one process, as `npm start` runs it, listening on 127.0.0.1. */
export const startProduct = async ({ env, databaseUrl, batches = {}, openApiProductName, port = 0 }: ProductOptions): Promise<ProductUnderTest> => {
  const settings = loadSettings({ ...env, DATABASE_URL: databaseUrl });
  const options = batches.clock ? { ...batches, clock: readHere(batches.clock) } : batches;
  const app = await NestFactory.create(AllInOneModule.register(settings, databaseUrl, true, options), { logger: ['error', 'warn'] });
  if (openApiProductName) serveOpenApi(app, openApiProductName);
  await app.listen(port, '127.0.0.1');
  return {
    url: (await app.getUrl()).replace('[::1]', '127.0.0.1'),
    app,
    provider: <T>(name: ProviderName) => app.get<T>(PROVIDERS[name] as never),
    close: () => app.close(),
  };
};

let browser: Promise<Browser> | undefined;

/**
 * The worker's Chromium, launched at the first call and kept for the worker's life (it exits with
 * the worker, whose pipe it reads). A browser that crashed or was closed is launched again.
 */
export const sharedBrowser = async (): Promise<Browser> => {
  const current = await browser?.catch(() => undefined);
  if (current?.isConnected()) return current;
  browser = chromium.launch({
    executablePath: '/usr/bin/chromium',
    // The product's own flags and feature switches: one list for every Chromium the project starts.
    ...withMergedFeatures(chromiumBaseFlags()),
  });
  return browser;
};

/** Closes what the worker keeps, so that it can end by itself. */
export const closeWorkerFixtures = async (): Promise<void> => {
  const open = await browser?.catch(() => undefined);
  browser = undefined;
  await open?.close();
};

/**
 * jest-worker's "end" message (CHILD_MESSAGE_END in jest-worker's types): the run is over, and a
 * worker whose Chromium still runs would be killed after half a second, with a warning, rather than
 * end by itself. (A run in band closes them in test/worker/global-teardown.js instead.)
 */
const JEST_WORKER_END = 2;
const onWorkerEnd = (message: unknown) => {
  if (!Array.isArray(message) || message[0] !== JEST_WORKER_END) return;
  process.off('message', onWorkerEnd);
  void closeWorkerFixtures();
};
if (process.send) process.on('message', onWorkerEnd);
