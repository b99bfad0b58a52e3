import type { StoredEvent } from '@tracklight/event-store';
import {
  decodeEvent,
  encodeEvent,
  KAFKA_HEADERS,
  KafkaMessageDecodeError,
  topicFor,
  topicOfStream,
} from './kafka-codec';
import { parseKafkaBrokers } from './kafka-client';

const event: StoredEvent = {
  type: 'BatchSubmitted',
  data: { links: 2, name: 'Spring ✓', nested: { list: [1, 'two', null] } },
  metadata: {
    eventId: '0b6f1d2e-58c4-4a5f-9a43-3f1f0f9d8a11',
    schemaVersion: 2,
    occurredAt: '2025-11-22T10:00:00.000Z',
    actorUserId: 'user-1',
    correlationId: 'corr-1',
    causationId: null,
  },
  streamName: 'batch-42',
  streamPosition: 7n,
  // Beyond Number.MAX_SAFE_INTEGER: must survive without rounding.
  position: { transactionId: 9007199254740993n, globalPosition: 18446744073709551615n },
};

describe('Kafka event codec', () => {
  it('round-trips a stored event, bigints included', () => {
    const encoded = encodeEvent(event);
    expect(decodeEvent(encoded.value)).toEqual(event);
    expect(decodeEvent(Buffer.from(encoded.value, 'utf8'))).toEqual(event);
  });

  it('routes by bounded context, keys by stream and carries id, type and position in headers', () => {
    const encoded = encodeEvent(event);
    expect(encoded.topic).toBe('tracklight.batches');
    expect(encoded.key).toBe('batch-42');
    expect(encoded.headers).toEqual({
      [KAFKA_HEADERS.eventId]: event.metadata.eventId,
      [KAFKA_HEADERS.eventType]: 'BatchSubmitted',
      [KAFKA_HEADERS.globalPosition]: '18446744073709551615',
      [KAFKA_HEADERS.transactionId]: '9007199254740993',
    });
    expect(JSON.parse(encoded.value)).toMatchObject({
      streamPosition: '7',
      position: { globalPosition: '18446744073709551615' },
    });
  });

  it('names one topic per context; unclaimed aggregates go to platform', () => {
    expect(topicFor('audit-runner')).toBe('tracklight.audit-runner');
    expect(topicOfStream('audit-123')).toBe('tracklight.audit-runner');
    expect(topicOfStream('user-9')).toBe('tracklight.auth');
    expect(topicOfStream('whatever-1')).toBe('tracklight.platform');
  });

  it("puts the deployment's namespace before every topic, the encoded event's included", () => {
    expect(topicFor('cms', 'staging.')).toBe('staging.tracklight.cms');
    expect(topicOfStream('audit-1', 'run-7.')).toBe('run-7.tracklight.audit-runner');
    expect(encodeEvent(event, 'run-7.').topic).toBe('run-7.tracklight.batches');
  });

  it.each([
    ['null', null],
    ['not JSON', '{oops'],
    ['an array', '[]'],
    ['no event id', JSON.stringify({ ...JSON.parse(encodeEvent(event).value), metadata: {} })],
    [
      'a numeric position',
      JSON.stringify({ ...JSON.parse(encodeEvent(event).value), streamPosition: 7 }),
    ],
    [
      'a negative position',
      JSON.stringify({ ...JSON.parse(encodeEvent(event).value), streamPosition: '-1' }),
    ],
    [
      'no position',
      JSON.stringify({ ...JSON.parse(encodeEvent(event).value), position: undefined }),
    ],
    ['no type', JSON.stringify({ ...JSON.parse(encodeEvent(event).value), type: '' })],
  ])('refuses %s with a typed error', (_label, value) => {
    expect(() => decodeEvent(value)).toThrow(KafkaMessageDecodeError);
  });

  it('parses KAFKA_BROKERS lists', () => {
    expect(parseKafkaBrokers(' 127.0.0.1:9092, 127.0.0.1:9094 ,')).toEqual([
      '127.0.0.1:9092',
      '127.0.0.1:9094',
    ]);
    expect(parseKafkaBrokers(['127.0.0.1:9092'])).toEqual(['127.0.0.1:9092']);
  });
});
