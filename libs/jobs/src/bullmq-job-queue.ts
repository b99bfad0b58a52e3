import { Queue, Worker, type ConnectionOptions, type Job as BullJob } from 'bullmq';
import { BullMqBacklog } from './bullmq-backlog';
import { BullMqGroupPlaces } from './bullmq-group-places';
import { BullMqBoundedWorker } from './bullmq-bounded-worker';
import { MAX_ATTEMPTS, QUEUE_NAMES, type Job, type JobQueue, type JobWorker, type QueueName, type WaitingJobs } from './job-queue';

const connectionFrom = (redisUrl: string): ConnectionOptions => {
  const url = new URL(redisUrl);
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    password: url.password || undefined,
    db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0,
    // Workers block on Redis; BullMQ requires unlimited retries on their connections.
    maxRetriesPerRequest: null,
  };
};

export interface BullMqJobQueueOptions<Data> {
  /** How long a job stays locked to its worker without renewal: a dead worker's jobs run again after it. */
  lockDurationMs?: number;
  /** Whose work a job is: within a queue, groups take turns rather than first come, first served. */
  groupOf?: (data: Data) => string;
}

/**
 * BullMQ queues `<prefix>-<letter>`. A worker that dies mid-job loses its lock; BullMQ marks the
 * job stalled and hands it to another worker, so nothing is lost.
 */
export class BullMqJobQueue<Data> implements JobQueue<Data> {
  private readonly connection: ConnectionOptions;
  private readonly queues: Record<QueueName, Queue>;
  /** Only when jobs have groups. */
  private readonly places?: BullMqGroupPlaces<Data>;
  private readonly lockDurationMs: number;
  private readonly backlog: BullMqBacklog;

  constructor(
    redisUrl: string,
    private readonly prefix: string,
    { lockDurationMs = 30_000, groupOf }: BullMqJobQueueOptions<Data> = {},
  ) {
    this.connection = connectionFrom(redisUrl);
    this.lockDurationMs = lockDurationMs;
    this.backlog = new BullMqBacklog(redisUrl);
    this.queues = Object.fromEntries(
      QUEUE_NAMES.map((name) => [name, new Queue(this.queueName(name), { connection: this.connection })]),
    ) as Record<QueueName, Queue>;
    if (groupOf) {
      const keyOf = (name: QueueName) => `${this.queues[name].qualifiedName}:waiting-per-group`;
      this.places = new BullMqGroupPlaces(redisUrl, keyOf, groupOf);
    }
  }

  private queueName(name: QueueName): string {
    return `${this.prefix}-${name}`;
  }

  /**
   * A job the queue gave up on (failed every attempt, or stalled past BullMQ's limit because its
   * workers kept dying) is kept for a while under its id, and would make an add of that id queue
   * nothing: it is removed first, since the event store, not the queue, says whether the work is
   * finished (the sweeper adds exactly the unfinished work again).
   */
  async add(queue: QueueName, id: string, data: Data): Promise<void> {
    const given = await this.queues[queue].getJob(id);
    // Still waiting or running: BullMQ would queue nothing, and its group's count already holds it.
    if (given && !(await given.isFailed())) return;
    if (given) await given.remove();
    const priority = await this.places?.join(queue, data);
    await this.queues[queue].add('job', data, {
      jobId: id,
      priority,
      attempts: MAX_ATTEMPTS,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnComplete: true,
      removeOnFail: 1000,
    });
  }

  /** One bound for all four queues: `concurrency` jobs at most run at once, whichever queues hold them. */
  work(handler: (job: Job<Data>) => Promise<void>, concurrency: number): JobWorker {
    const workers = Object.fromEntries(
      QUEUE_NAMES.map((name) => [
        name,
        // No processor: jobs are taken by hand, only when one of the shared slots is free.
        new Worker<Data>(this.queueName(name), null, {
          connection: this.connection,
          lockDuration: this.lockDurationMs,
          stalledInterval: this.lockDurationMs,
        }),
      ]),
    ) as Record<QueueName, Worker<Data>>;
    const taken = async (queue: QueueName, job: BullJob<Data>) => this.places?.leave(queue, job);
    return new BullMqBoundedWorker(workers, handler, concurrency, this.lockDurationMs, taken);
  }

  async waiting(): Promise<Record<QueueName, WaitingJobs>> {
    const entries = await Promise.all(QUEUE_NAMES.map(async (name) => [name, await this.backlog.of(this.queues[name])] as const));
    return Object.fromEntries(entries) as Record<QueueName, WaitingJobs>;
  }

  async close(): Promise<void> {
    await Promise.all(QUEUE_NAMES.map((name) => this.queues[name].close()));
    await this.places?.close();
    await this.backlog.close();
  }
}
