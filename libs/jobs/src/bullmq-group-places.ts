import type { Redis } from 'ioredis';

/** BullMQ's lowest priority (the highest number it takes). */
const LOWEST_PRIORITY = 2_097_151;

/**
 * Groups (companies, for audits) take turns within a queue through BullMQ's job priorities (lower
 * first, equal ones in the order added): a job's priority is its place among its group's jobs
 * waiting in the queue, so every group's first waiting job comes before any group's second, and one
 * company's 2,000-link batch holds back another's 5 links by a few jobs, not by 2,000. BullMQ
 * (without its Pro groups) keeps no count per group, hence this Redis hash per queue: group → jobs
 * waiting, one up when a job is added, one down when it is taken the first time (a retried or
 * stalled job waits again under the priority it was given).
 */
export class BullMqGroupPlaces {
  constructor(
    private readonly redis: Redis,
    /** Inside the queue's own namespace (`<queue's qualified name>:waiting-per-group`): it goes with the queue. */
    private readonly key: string,
  ) {}

  /** Counts a new job of the group in, and gives its priority. */
  async join(group: string): Promise<number> {
    const place = await this.redis.hincrby(this.key, group, 1);
    // A count gone below the truth (a take counted while its add was lost) still gives a valid priority.
    return Math.min(Math.max(place, 1), LOWEST_PRIORITY);
  }

  async leave(group: string): Promise<void> {
    await this.redis.hincrby(this.key, group, -1);
  }
}
