import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { WaitingJobs } from '@tracklight/jobs';
import { METRIC_NAMES } from './metric-names';

/** Where a read model stands: events in the store beyond its checkpoint. */
export interface ReadModelLag {
  name: string;
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
 * The process's one registry (decision 0061): Node's own process metrics, and every metric of
 * METRIC_NAMES. Counters and histograms are moved where things happen; the queue and read-model
 * gauges are read only when Prometheus scrapes (their collect callbacks), so nothing polls.
 * A process that runs no audit queue or no read model serves those gauges without series.
 */
export class ProductMetrics {
  readonly registry = new Registry();
  private auditQueue: (() => Promise<Record<string, WaitingJobs>>) | null = null;
  private readModels: (() => Promise<ReadModelLag[]>) | null = null;

  readonly auditsStarted = new Counter({
    name: METRIC_NAMES.auditsStarted,
    help: 'Audit attempts started (AuditStarted recorded).',
    registers: [this.registry],
  });
  readonly auditsFinished = new Counter({
    name: METRIC_NAMES.auditsFinished,
    help: 'Audits finished with a verdict (AuditCompleted), by memory cookie status and network.',
    labelNames: ['memory_cookie_status', 'network'] as const,
    registers: [this.registry],
  });
  readonly auditsFailed = new Counter({
    name: METRIC_NAMES.auditsFailed,
    help: 'Audits given up without a verdict (AuditFailed): every attempt stopped unfinished.',
    registers: [this.registry],
  });
  readonly auditDuration = new Histogram({
    name: METRIC_NAMES.auditDuration,
    help: 'Time from an audit attempt starting to its verdict.',
    labelNames: ['network'] as const,
    buckets: [1, 2, 5, 10, 15, 20, 30, 45, 60, 90, 120, 180],
    registers: [this.registry],
  });
  readonly auditStageWait = new Histogram({
    name: METRIC_NAMES.auditStageWait,
    help: "Time a landing stage waited before it was observed (the evidence's stage waits), by stage and what ended the wait.",
    labelNames: ['stage', 'ended_by'] as const,
    buckets: [0.1, 0.25, 0.5, 1, 2, 4, 7, 10, 15, 30, 60],
    registers: [this.registry],
  });
  readonly browserRestarts = new Counter({
    name: METRIC_NAMES.browserRestarts,
    help: "Launches of the audit worker's shared Chromium after its first: a crash, a wedged context or its audit quota.",
    registers: [this.registry],
  });
  readonly httpDuration = new Histogram({
    name: METRIC_NAMES.httpDuration,
    help: 'HTTP requests by method, route template and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });
  readonly graphqlDuration = new Histogram({
    name: METRIC_NAMES.graphqlDuration,
    help: 'GraphQL operations by their root field (Query.userMany) and whether they answered errors.',
    labelNames: ['operation', 'outcome'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    const readQueue = sharedRead(async () => (this.auditQueue ? orNothing(this.auditQueue) : null));
    new Gauge({
      name: METRIC_NAMES.queueWaiting,
      help: 'Audit jobs waiting to be taken, per queue letter (the autoscaler scales the workers on it).',
      labelNames: ['queue'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const [queue, { count }] of Object.entries((await readQueue()) ?? {})) this.set({ queue }, count);
      },
    });
    new Gauge({
      name: METRIC_NAMES.queueOldestWaiting,
      help: 'Seconds the oldest waiting audit job of each queue has waited (0 when none waits).',
      labelNames: ['queue'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        const now = Date.now();
        for (const [queue, { oldestQueuedAt }] of Object.entries((await readQueue()) ?? {})) {
          this.set({ queue }, oldestQueuedAt === null ? 0 : Math.max(0, (now - oldestQueuedAt) / 1000));
        }
      },
    });
    const lags = async () => (this.readModels ? orNothing(this.readModels) : null);
    new Gauge({
      name: METRIC_NAMES.projectionLag,
      help: "Events in the store beyond each read model's checkpoint (counted up to 100,000).",
      labelNames: ['read_model'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const { name, lag } of (await lags()) ?? []) this.set({ read_model: name }, lag);
      },
    });
  }

  /** The audit queues this process holds, read at each scrape. */
  watchAuditQueue(read: () => Promise<Record<string, WaitingJobs>>): void {
    this.auditQueue = read;
  }

  /** The read models this process runs, read at each scrape. */
  watchReadModels(read: () => Promise<ReadModelLag[]>): void {
    this.readModels = read;
  }

  /** The page Prometheus scrapes, and its content type. */
  async scrape(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
