import { randomBytes } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Kafka, logLevel } from 'kafkajs';
import { loadSettings } from '@tracklight/config';
import { ProjectionHost } from '@tracklight/platform';
import { createTestDatabase, type TestDatabase } from '@tracklight/testing';
import { AllInOneModule } from './app.module';

const KAFKA_BROKERS = process.env.KAFKA_BROKERS_FOR_TESTS ?? '127.0.0.1:9092';

/**
 * `npm run replay` composes every service to reach their read models (issue 23): beside live
 * processes it must take no live work. Its consumers never join a group, its relay never starts;
 * a live process with the same settings does both, which is what the checks would see.
 */
describe('the replay tool beside live processes (real Postgres and Kafka)', () => {
  let database: TestDatabase;
  const namespace = `replay-${randomBytes(4).toString('hex')}.`;
  const admin = new Kafka({ brokers: KAFKA_BROKERS.split(','), logLevel: logLevel.NOTHING }).admin();
  const apps: INestApplicationContext[] = [];

  const start = async (live: boolean) => {
    const settings = loadSettings({ LOG_LEVEL: 'warn', DATABASE_URL: database.url, KAFKA_BROKERS, KAFKA_NAMESPACE: namespace, AUDIT_WORKER: 'false' });
    const app = await NestFactory.createApplicationContext(AllInOneModule.register(settings, database.url, live, { schedulerIntervalMs: null }), { logger: ['error'] });
    apps.push(app);
    return app;
  };
  const groupMembers = async () => (await admin.describeGroups([`${namespace}audit-runner`])).groups[0].members.length;
  const namespacedTopics = async () => (await admin.listTopics()).filter((topic) => topic.startsWith(namespace));

  beforeAll(async () => {
    database = await createTestDatabase('replay_beside_live');
    await admin.connect();
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    const topics = await namespacedTopics();
    if (topics.length > 0) await admin.deleteTopics({ topics });
    await admin.disconnect();
    await database?.drop();
  }, 60_000);

  it('joins no consumer group and relays nothing, yet rebuilds a read model; a live process does join', async () => {
    const tool = await start(false);
    const host = tool.get(ProjectionHost);
    const [name] = host.names();
    await expect(host.rebuild(name)).resolves.toMatchObject({ error: null, finishedAt: expect.any(Date) });
    expect(await groupMembers()).toBe(0);
    expect(await namespacedTopics()).toEqual([]);

    await start(true);
    const deadline = Date.now() + 30_000;
    while ((await groupMembers()) === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await groupMembers()).toBe(1);
    expect((await namespacedTopics()).length).toBeGreaterThan(0);
  }, 120_000);
});
