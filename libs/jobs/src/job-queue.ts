/** Audit work is split across queues by batch size (spec section 9), plus one for the provider's staff. */
export const QUEUE_NAMES = ['a', 'b', 'c', 'superuser'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

export interface Job<Data> {
  /** Unique per piece of work: adding an id that is still waiting or running queues nothing. */
  id: string;
  data: Data;
  /** 1 on the first try. */
  attempt: number;
}

/** The jobs of one queue that wait for a worker, retries waiting out their backoff included. */
export interface WaitingJobs {
  count: number;
  /** When the longest waiting of them was first queued (ms since the epoch); null when none waits. */
  oldestQueuedAt: number | null;
}

export interface JobWorker {
  /** Waits for running jobs; `force` abandons them to be retried elsewhere (a shutdown deadline). */
  close(force?: boolean): Promise<void>;
}

/**
 * The port audit work goes through. BullMQ on Redis when REDIS_URL is set (work survives the
 * process, several workers share it); an in-process queue otherwise (embedded default).
 */
export interface JobQueue<Data> {
  add(queue: QueueName, id: string, data: Data): Promise<void>;
  /** Starts handling jobs from every queue; a handler that throws gets the job retried. */
  work(handler: (job: Job<Data>) => Promise<void>, concurrency: number): JobWorker;
  /** What waits in each queue (the metrics' queue depth and age, read at each scrape). */
  waiting(): Promise<Record<QueueName, WaitingJobs>>;
  close(): Promise<void>;
}

export const JOB_QUEUE = Symbol('JOB_QUEUE');

export const MAX_ATTEMPTS = 3;
