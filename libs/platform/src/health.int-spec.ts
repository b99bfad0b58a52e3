import { Module, type OnModuleInit } from '@nestjs/common';
import request from 'supertest';
import { EventStore } from '@tracklight/event-store';
import type { Projection } from '@tracklight/read-models';
import { createTestApp, eventually, type TestApp } from '@tracklight/testing';
import { ProjectionHost } from './projection-host';

/** A read model that applies nothing until the test lets it, so it stays behind the store. */
let release: () => void = () => undefined;
const released = new Promise<void>((resolve) => (release = resolve));
const gatedProjection: Projection = { name: 'gated', tables: [], apply: () => released };

@Module({})
class GatedReadModelModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionHost) {}
  onModuleInit(): void {
    this.projections.register(gatedProjection);
  }
}

const context = { actorUserId: null, correlationId: 'health-test' };

/** /health/live and /health/ready through @nestjs/terminus (issue 23); /health as before. */
describe('health probes (real Postgres, Redis, Kafka)', () => {
  describe('a process whose read model is behind the store', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp([GatedReadModelModule], { label: 'health_ready' });
      await t.app.get(EventStore).append('tally-1', [{ type: 'Counted', data: {} }], 'no-stream', context);
    });
    afterAll(async () => {
      release();
      await t?.close();
    });

    it('is live, answers /health as before, and is not ready until its read models caught up', async () => {
      const http = () => request(t.app.getHttpServer());
      await http().get('/health/live').expect(200, { status: 'ok', info: {}, error: {}, details: {} });
      const legacy = await http().get('/health').expect(200);
      expect(legacy.body).toEqual({ status: 'ok', info: { database: { status: 'up' } }, error: {}, details: { database: { status: 'up' } } });

      const notReady = await http().get('/health/ready').expect(503);
      expect(notReady.body.info.database).toEqual({ status: 'up' });
      expect(notReady.body.error.projections).toEqual({ status: 'down', message: 'read models still catching up with the event store', behind: { gated: 1 } });

      release();
      await eventually(async () => {
        const ready = await http().get('/health/ready');
        expect(ready.status).toBe(200);
        expect(ready.body.info).toEqual({ database: { status: 'up' }, projections: { status: 'up' } });
      });
    });
  });

  describe('a process configured with Redis and Kafka', () => {
    it('is ready with both up, and reports Redis down when it cannot reach it', async () => {
      const up = await createTestApp([], { label: 'health_brokers', env: { REDIS_URL: 'redis://127.0.0.1:6379', KAFKA_BROKERS: '127.0.0.1:9092' } });
      try {
        await eventually(async () => {
          const ready = await request(up.app.getHttpServer()).get('/health/ready');
          expect(ready.status).toBe(200);
          expect(ready.body.info).toEqual(
            expect.objectContaining({ database: { status: 'up' }, redis: { status: 'up' }, kafka: { status: 'up', brokers: expect.any(Number) } }),
          );
        });
      } finally {
        await up.close();
      }

      const noRedis = await createTestApp([], { label: 'health_no_redis', env: { REDIS_URL: 'redis://127.0.0.1:1' } });
      try {
        const ready = await request(noRedis.app.getHttpServer()).get('/health/ready').expect(503);
        expect(ready.body.error.redis.status).toBe('down');
        await request(noRedis.app.getHttpServer()).get('/health/live').expect(200);
      } finally {
        await noRedis.close();
      }
    }, 120_000);
  });
});
