import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { StoredEvent } from '@tracklight/event-store';
import { EventStore } from '@tracklight/event-store';
import { EVENT_TRANSPORT, InProcessEventTransport, KafkaEventTransport, type EventTransport } from '@tracklight/messaging';
import { createTestApp, type TestApp } from '@tracklight/testing';

const KAFKA_BROKERS = process.env.KAFKA_BROKERS_FOR_TESTS ?? '127.0.0.1:9092';

/** The platform picks the transport from KAFKA_BROKERS and, with Kafka, runs the relay that feeds it. */
describe.each([
  ['in-process (no KAFKA_BROKERS)', {}, InProcessEventTransport],
  ['Kafka (KAFKA_BROKERS set)', { KAFKA_BROKERS }, KafkaEventTransport],
])('event transport: %s', (_name, env: Record<string, string>, expected: abstract new (...args: never[]) => EventTransport) => {
  let testApp: TestApp;

  beforeAll(async () => {
    if (env.KAFKA_BROKERS) execFileSync('bash', [join(__dirname, '../../../deploy/kafka/kafka.sh'), 'start'], { stdio: 'ignore' });
    testApp = await createTestApp([], { env, label: 'transport' });
  }, 120_000);
  afterAll(() => testApp.close());

  it('delivers an appended event to a consumer group', async () => {
    const transport = testApp.app.get<EventTransport>(EVENT_TRANSPORT);
    expect(transport).toBeInstanceOf(expected);
    const stream = `batch-${randomUUID()}`;
    const received: StoredEvent[] = [];
    const consumer = await transport.consume(`test-${randomUUID()}`, ['batches'], async (event) => {
      if (event.streamName === stream) received.push(event);
    });
    await testApp.app.get(EventStore).append(stream, [{ type: 'BatchSubmitted', data: { n: 1 } }], 'no-stream', {
      actorUserId: null,
      correlationId: 'transport-test',
    });
    const deadline = Date.now() + 30_000;
    while (received.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    await consumer.stop();
    expect(received.map((e) => [e.type, e.data])).toEqual([['BatchSubmitted', { n: 1 }]]);
  }, 60_000);
});
