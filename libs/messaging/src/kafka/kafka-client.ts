import {
  Kafka,
  logLevel as KafkaLogLevel,
  type Admin,
  type logCreator,
  type LogEntry,
} from 'kafkajs';
import { BOUNDED_CONTEXTS, type BoundedContext } from '@tracklight/event-store';
import { topicFor } from './kafka-codec';

/** Any pino-compatible logger (pino's Logger fits); kafkajs logs are forwarded to it. */
export interface KafkaLogSink {
  error(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  debug(obj: object, msg?: string): void;
}

export interface KafkaConnectionOptions {
  /** `host:port` list, as an array or comma-separated (the app passes KAFKA_BROKERS). */
  brokers: string | readonly string[];
  clientId?: string;
  /** Where kafkajs logs go; console when absent. */
  logger?: KafkaLogSink;
  /** kafkajs's level; WARN unless told (its INFO is chatty: every join, every connect). */
  logLevel?: KafkaLogLevel;
  /** Prefix of every topic and consumer group (KAFKA_NAMESPACE): deployments sharing a broker stay apart. */
  namespace?: string;
  /** How topics are made when missing (KAFKA_TOPIC_PARTITIONS, KAFKA_REPLICATION_FACTOR). */
  partitions?: number;
  replicationFactor?: number;
}

/** The topics' names and shape, as a process's options give them. */
export type TopicLayout = Pick<KafkaConnectionOptions, 'namespace' | 'partitions' | 'replicationFactor'>;

export const TOPIC_PARTITIONS = 3;
export const TOPIC_REPLICATION_FACTOR = 1;

/** `"a:9092, b:9092"` → `['a:9092', 'b:9092']`. */
export const parseKafkaBrokers = (brokers: string | readonly string[]): string[] =>
  (typeof brokers === 'string' ? brokers.split(',') : [...brokers])
    .map((b) => b.trim())
    .filter((b) => b.length > 0);

const consoleSink: KafkaLogSink = {
  error: (obj, msg) => console.error(`[kafkajs] ${msg ?? ''}`, obj),
  warn: (obj, msg) => console.warn(`[kafkajs] ${msg ?? ''}`, obj),
  info: (obj, msg) => console.info(`[kafkajs] ${msg ?? ''}`, obj),
  debug: (obj, msg) => console.debug(`[kafkajs] ${msg ?? ''}`, obj),
};

/** Routes kafkajs's log entries to a pino-style `(obj, msg)` logger. */
export const kafkaLogCreator =
  (sink: KafkaLogSink): logCreator =>
  () =>
  ({ namespace, level, log }: LogEntry) => {
    const { message, timestamp: _timestamp, ...extra } = log;
    const obj = { kafkajs: namespace, ...extra };
    if (level === KafkaLogLevel.ERROR) sink.error(obj, message);
    else if (level === KafkaLogLevel.WARN) sink.warn(obj, message);
    else if (level === KafkaLogLevel.INFO) sink.info(obj, message);
    else sink.debug(obj, message);
  };

export const createKafkaClient = (
  options: KafkaConnectionOptions,
  defaultClientId: string,
): Kafka => {
  const brokers = parseKafkaBrokers(options.brokers);
  if (brokers.length === 0)
    throw new Error('Kafka needs at least one broker (KAFKA_BROKERS is empty)');
  return new Kafka({
    clientId: options.clientId ?? defaultClientId,
    brokers,
    logLevel: options.logLevel ?? KafkaLogLevel.WARN,
    logCreator: kafkaLogCreator(options.logger ?? consoleSink),
  });
};

/**
 * Creates the contexts' topics when missing (3 partitions, replication 1 unless the layout says);
 * existing ones are left alone. Returns once every partition's leader answers.
 */
export const ensureTopics = async (
  admin: Admin,
  contexts: readonly BoundedContext[] = BOUNDED_CONTEXTS,
  layout: TopicLayout = {},
): Promise<void> => {
  const existing = new Set(await admin.listTopics());
  const topics = contexts.map((context) => topicFor(context, layout.namespace));
  const missing = topics.filter((topic) => !existing.has(topic));
  // Another process may create the same topic meanwhile; kafkajs ignores TOPIC_ALREADY_EXISTS.
  if (missing.length > 0) await admin.createTopics({
    waitForLeaders: true,
    topics: missing.map((topic) => ({
      topic,
      numPartitions: layout.partitions ?? TOPIC_PARTITIONS,
      replicationFactor: layout.replicationFactor ?? TOPIC_REPLICATION_FACTOR,
    })),
  });
  // Also for topics that exist: another process may have created them a moment ago.
  for (const topic of topics) await untilLeadersAnswer(admin, topic);
};

const LEADER_WAIT_MS = 30_000;
const LEADER_RETRY_MS = 250;

/**
 * Waits until every partition of a new topic answers a request for its offsets. `waitForLeaders`
 * only waits for the metadata to name leaders; on a broker that has just started (a fresh CI
 * machine) the leader can still answer NOT_LEADER_OR_FOLLOWER for a moment, and the first
 * producer or offset read would fail. Retriable errors are retried until the deadline.
 */
const untilLeadersAnswer = async (admin: Admin, topic: string): Promise<void> => {
  const deadline = Date.now() + LEADER_WAIT_MS;
  for (;;) {
    try {
      await admin.fetchTopicOffsets(topic);
      return;
    } catch (error) {
      const retriable = (error as { retriable?: boolean }).retriable === true;
      if (!retriable || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, LEADER_RETRY_MS));
    }
  }
};

/** Connects an admin client, runs `work`, and disconnects whatever happened. */
export const withKafkaAdmin = async <T>(
  kafka: Kafka,
  work: (admin: Admin) => Promise<T>,
): Promise<T> => {
  const admin = kafka.admin();
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.disconnect();
  }
};
