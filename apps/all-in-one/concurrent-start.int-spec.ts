import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import request from 'supertest';
import { Client } from 'pg';
import { loadSettings } from '@tracklight/config';
import { createTestDatabase, type TestDatabase } from '@tracklight/testing';
import { AllInOneModule } from './app.module';

/**
 * Processes started at the same moment on an empty database (issue 23): migrations run under a
 * Postgres advisory lock, so every process starts and each migration runs once.
 */
describe('two processes starting together on an empty database (real Postgres)', () => {
  let database: TestDatabase;
  const apps: INestApplication[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('concurrent_start');
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database?.drop();
  });

  it('both start, answer /health, and the migrations ran once', async () => {
    const settings = loadSettings({ LOG_LEVEL: 'warn', DATABASE_URL: database.url, AUDIT_WORKER: 'false' });
    const starts = [1, 2].map(async () => {
      const app = await NestFactory.create(AllInOneModule.register(settings, database.url), { logger: ['error'] });
      apps.push(app);
      await app.init();
      return app;
    });
    const results = await Promise.allSettled(starts);
    expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started'))).toEqual(['started', 'started']);

    for (const app of apps) await request(app.getHttpServer()).get('/health').expect(200);

    const client = new Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string; runs: number }>('SELECT name, count(*)::int AS runs FROM migrations GROUP BY name');
      expect(rows.length).toBeGreaterThan(10);
      expect(rows.filter((row) => row.runs !== 1)).toEqual([]);
    } finally {
      await client.end();
    }
  }, 180_000);
});
