import type { Job as BullJob } from 'bullmq';
import { Redis } from 'ioredis';
import type { QueueName } from './job-queue';

/** BullMQ's lowest priority (the highest number it takes). */
const LOWEST_PRIORITY = 2_097_151;

/**
 * Groups (companies, for audits) take turns within a queue through BullMQ's job priorities (lower
 * first, equal ones in the order added): a job's priority is its place among its group's jobs
 * waiting in the queue, so every group's first waiting job comes before any group's second, and one
 * company's 2,000-link batch holds back another's 5 links by a few jobs, not by 2,000. BullMQ
 * (without its Pro groups) keeps no count per group, hence this Redis hash per queue: group → jobs
 * waiting, one up when a job is added, one down when it is taken the first time (decision 0060).
 */
export class BullMqGroupPlaces<Data> {
  /** A connection of its own: BullMQ's clients expose only the commands BullMQ itself needs. */
  private readonly redis: Redis;

  constructor(
    redisUrl: string,
    /** Inside the queue's own namespace (`<queue's qualified name>:waiting-per-group`): it goes with the queue. */
    private readonly keyOf: (queue: QueueName) => string,
    private readonly groupOf: (data: Data) => string,
  ) {
    this.redis = new Redis(redisUrl);
  }

  /** Counts a new job in with its group, and gives its priority. */
  async join(queue: QueueName, data: Data): Promise<number> {
    const place = await this.redis.hincrby(this.keyOf(queue), this.groupOf(data), 1);
    // A count gone below the truth (a take counted while its add was lost) still gives a valid priority.
    return Math.min(Math.max(place, 1), LOWEST_PRIORITY);
  }

  /** On its first take only: a retried or stalled job waits again under the priority it was given. */
  async leave(queue: QueueName, job: BullJob<Data>): Promise<void> {
    if (job.attemptsStarted === 1) await this.redis.hincrby(this.keyOf(queue), this.groupOf(job.data), -1);
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
