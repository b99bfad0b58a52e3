import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { WaitingJobs } from '@tracklight/jobs';
import { METRIC_NAMES } from './metric-names';
import { processMetricsRegistry } from './process-metrics';

/** Seconds: an audit takes from a few to its 60 s limit and beyond (extra time, second opinions). */
const AUDIT_BUCKETS = [1, 2, 5, 10, 15, 20, 30, 45, 60, 90, 120, 180];
/** Seconds: a stage's waits end within milliseconds of a signal or at their bounds of a few seconds. */
const STAGE_WAIT_BUCKETS = [0.1, 0.25, 0.5, 1, 2, 4, 7, 10, 15, 30, 60];
/** Seconds: an HTTP or GraphQL call, from a health probe to a large report. */
const CALL_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** Where a read model stands: events in the store beyond its checkpoint. */
export interface ReadModelLag {
  name: string;
  lag: number;
}

/** Where a consumer group stands on a topic: messages beyond its committed offsets. */
export interface ConsumerGroupLag {
  group: string;
  topic: string;
  lag: number;
}

/**
 * One read shared by the gauges of a scrape: the registry collects its metrics at once, so a
 * second gauge asking while the first read is on its way gets the same answer, not a second trip.
 */
const sharedRead = <T>(read: () => Promise<T>): (() => Promise<T>) => {
  let pending: Promise<T> | null = null;
  return () => (pending ??= read().finally(() => (pending = null)));
};

/**
 * A scrape-time reading that failed (Redis or the database unreachable) leaves its gauge without
 * series for that scrape rather than failing the whole page: the process's other metrics still
 * arrive, and an alert on the series' absence says what is missing.
 */
const orNothing = async <T>(read: () => Promise<T>): Promise<T | null> => read().catch(() => null);

/**
 * The process's one registry (decision 0062): every metric of METRIC_NAMES, served with Node's own
 * process metrics where the process's entry point collects them (process-metrics.ts). Counters and histograms are moved where things happen; the queue and read-model
 * gauges are read only when Prometheus scrapes (their collect callbacks), so nothing polls.
 * A process that runs no audit queue or no read model serves those gauges without series.
 */
export class ProductMetrics {
  readonly registry = new Registry();
  private auditQueue: (() => Promise<Record<string, WaitingJobs>>) | null = null;
  private readModels: (() => Promise<ReadModelLag[]>) | null = null;
  private consumerGroups: (() => Promise<ConsumerGroupLag[]>) | null = null;

  readonly auditsStarted = this.counter(METRIC_NAMES.auditsStarted, 'Audit attempts started (AuditStarted recorded).', []);
  readonly auditsFinished = this.counter(
    METRIC_NAMES.auditsFinished,
    'Audits finished with a verdict (AuditCompleted), by memory cookie status and network.',
    ['memory_cookie_status', 'network'],
  );
  readonly auditsFailed = this.counter(METRIC_NAMES.auditsFailed, 'Audits given up without a verdict (AuditFailed): every attempt stopped unfinished.', []);
  readonly auditDuration = this.histogram(METRIC_NAMES.auditDuration, 'Time from an audit attempt starting to its verdict.', ['network'], AUDIT_BUCKETS);
  readonly auditStageWait = this.histogram(
    METRIC_NAMES.auditStageWait,
    "Time a landing stage waited before it was observed (the evidence's stage waits), by stage and what ended the wait.",
    ['stage', 'ended_by'],
    STAGE_WAIT_BUCKETS,
  );
  readonly browserRestarts = this.counter(
    METRIC_NAMES.browserRestarts,
    "Launches of the audit worker's shared Chromium after its first: a crash, a wedged context or its audit quota.",
    [],
  );
  readonly httpDuration = this.histogram(METRIC_NAMES.httpDuration, 'HTTP requests by method, route template and status.', ['method', 'route', 'status'], CALL_BUCKETS);
  readonly graphqlDuration = this.histogram(
    METRIC_NAMES.graphqlDuration,
    'GraphQL operations by their root field (Query.userMany) and whether they answered errors.',
    ['operation', 'outcome'],
    CALL_BUCKETS,
  );

  constructor() {
    const queues = sharedRead(async () => Object.entries((this.auditQueue && (await orNothing(this.auditQueue))) ?? {}));
    this.gaugeReadAtScrape(
      METRIC_NAMES.queueWaiting,
      'Audit jobs waiting to be taken, per queue letter (the autoscaler scales the workers on it).',
      ['queue'],
      async () => (await queues()).map(([queue, { count }]) => [{ queue }, count]),
    );
    this.gaugeReadAtScrape(
      METRIC_NAMES.queueOldestWaiting,
      'Seconds the oldest waiting audit job of each queue has waited (0 when none waits).',
      ['queue'],
      async () => {
        const now = Date.now();
        return (await queues()).map(([queue, { oldestQueuedAt }]) => [{ queue }, oldestQueuedAt === null ? 0 : Math.max(0, (now - oldestQueuedAt) / 1000)]);
      },
    );
    this.gaugeReadAtScrape(
      METRIC_NAMES.projectionLag,
      "Events in the store beyond each read model's checkpoint (counted up to 100,000).",
      ['read_model'],
      async () => ((this.readModels && (await orNothing(this.readModels))) ?? []).map(({ name, lag }) => [{ read_model: name }, lag]),
    );
    this.gaugeReadAtScrape(
      METRIC_NAMES.consumerLag,
      "Messages of each topic beyond the committed offsets of this process's Kafka consumer groups (distributed mode only).",
      ['group', 'topic'],
      async () => ((this.consumerGroups && (await orNothing(this.consumerGroups))) ?? []).map(({ group, topic, lag }) => [{ group, topic }, lag]),
    );
  }

  /** A gauge set afresh from `read` each time the registry is read: one series per set of label values it answers. */
  private gaugeReadAtScrape<Label extends string>(
    name: string,
    help: string,
    labelNames: readonly Label[],
    read: () => Promise<[Record<Label, string>, number][]>,
  ): void {
    new Gauge({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        const figures = await read();
        this.reset();
        for (const [labels, figure] of figures) this.set(labels, figure);
      },
    });
  }

  private counter<Label extends string>(name: string, help: string, labelNames: readonly Label[]): Counter<Label> {
    return new Counter({ name, help, labelNames, registers: [this.registry] });
  }

  private histogram<Label extends string>(name: string, help: string, labelNames: readonly Label[], buckets: number[]): Histogram<Label> {
    return new Histogram({ name, help, labelNames, buckets, registers: [this.registry] });
  }

  /** The audit queues this process holds, read at each scrape. */
  watchAuditQueue(read: () => Promise<Record<string, WaitingJobs>>): void {
    this.auditQueue = read;
  }

  /** The Kafka consumer groups this process runs, asked of the broker at each scrape. */
  watchConsumerLag(read: () => Promise<ConsumerGroupLag[]>): void {
    this.consumerGroups = read;
  }

  /** The read models this process runs, read at each scrape. */
  watchReadModels(read: () => Promise<ReadModelLag[]>): void {
    this.readModels = read;
  }

  /** The page Prometheus scrapes, and its content type. */
  async scrape(): Promise<{ contentType: string; body: string }> {
    const process = processMetricsRegistry();
    const registry = process ? Registry.merge([process, this.registry]) : this.registry;
    return { contentType: registry.contentType, body: await registry.metrics() };
  }
}
