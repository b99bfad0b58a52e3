import {
  contextOf,
  type BoundedContext,
  type EventMetadata,
  type StoredEvent,
} from '@tracklight/event-store';

// The one wire format between the relay (encode) and the consumers (decode). Bigints travel as
// decimal strings: JSON has no bigint, and positions outgrow 2^53 in principle.

export const KAFKA_TOPIC_PREFIX = 'tracklight.';

/**
 * `tracklight.<context>`: one topic per bounded context, after the deployment's namespace
 * (KAFKA_NAMESPACE, empty by default) when several deployments or test runs share a broker.
 */
export const topicFor = (context: BoundedContext, namespace = ''): string => `${namespace}${KAFKA_TOPIC_PREFIX}${context}`;

/** The topic that carries a stream's events. */
export const topicOfStream = (stream: string, namespace = ''): string => topicFor(contextOf(stream), namespace);

export const KAFKA_HEADERS = {
  eventId: 'event-id',
  eventType: 'event-type',
  globalPosition: 'global-position',
  transactionId: 'transaction-id',
} as const;

/** What the relay hands to the producer for one stored event. */
export interface EncodedEvent {
  topic: string;
  /** The stream name: Kafka keeps one key in one partition, so one aggregate's events stay ordered. */
  key: string;
  value: string;
  headers: Record<string, string>;
}

interface WireEvent {
  type: string;
  data: Record<string, unknown>;
  metadata: EventMetadata;
  streamName: string;
  streamPosition: string;
  position: { transactionId: string; globalPosition: string };
}

export const encodeEvent = (event: StoredEvent, namespace = ''): EncodedEvent => {
  const wire: WireEvent = {
    type: event.type,
    data: event.data as Record<string, unknown>,
    metadata: event.metadata,
    streamName: event.streamName,
    streamPosition: event.streamPosition.toString(),
    position: {
      transactionId: event.position.transactionId.toString(),
      globalPosition: event.position.globalPosition.toString(),
    },
  };
  return {
    topic: topicOfStream(event.streamName, namespace),
    key: event.streamName,
    value: JSON.stringify(wire),
    headers: {
      [KAFKA_HEADERS.eventId]: event.metadata.eventId,
      [KAFKA_HEADERS.eventType]: event.type,
      [KAFKA_HEADERS.globalPosition]: wire.position.globalPosition,
      [KAFKA_HEADERS.transactionId]: wire.position.transactionId,
    },
  };
};

/** A message on a tracklight topic that is not an encoded event; redelivering it cannot help. */
export class KafkaMessageDecodeError extends Error {
  constructor(reason: string) {
    super(`Not a Tracklight event message: ${reason}`);
    this.name = 'KafkaMessageDecodeError';
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const toBigInt = (value: unknown, field: string): bigint => {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) {
    throw new KafkaMessageDecodeError(
      `${field} must be a decimal string, got ${JSON.stringify(value)}`,
    );
  }
  return BigInt(value);
};

const requireString = (value: unknown, field: string): string => {
  if (typeof value !== 'string' || value.length === 0)
    throw new KafkaMessageDecodeError(`${field} must be a non-empty string`);
  return value;
};

/** The StoredEvent a message value carries, bigints restored. Throws KafkaMessageDecodeError. */
export const decodeEvent = (value: Buffer | string | null | undefined): StoredEvent => {
  if (value === null || value === undefined) throw new KafkaMessageDecodeError('empty value');
  let parsed: unknown;
  try {
    parsed = JSON.parse(typeof value === 'string' ? value : value.toString('utf8'));
  } catch {
    throw new KafkaMessageDecodeError('value is not JSON');
  }
  if (!isObject(parsed)) throw new KafkaMessageDecodeError('value is not a JSON object');
  const { type, data, metadata, streamName, streamPosition, position } = parsed;
  if (!isObject(data)) throw new KafkaMessageDecodeError('data must be an object');
  if (!isObject(metadata)) throw new KafkaMessageDecodeError('metadata must be an object');
  requireString(metadata.eventId, 'metadata.eventId');
  if (!isObject(position)) throw new KafkaMessageDecodeError('position must be an object');
  return {
    type: requireString(type, 'type'),
    data,
    metadata: metadata as unknown as EventMetadata,
    streamName: requireString(streamName, 'streamName'),
    streamPosition: toBigInt(streamPosition, 'streamPosition'),
    position: {
      transactionId: toBigInt(position.transactionId, 'position.transactionId'),
      globalPosition: toBigInt(position.globalPosition, 'position.globalPosition'),
    },
  };
};
