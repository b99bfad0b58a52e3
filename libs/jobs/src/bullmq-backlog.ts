import type { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { WaitingJobs } from './job-queue';

/**
 * The queue's waiting jobs counted and their oldest timestamp found in one round trip, inside
 * Redis. Jobs with priorities (companies' turns, decision 0060) wait in a sorted set ordered by
 * turn, not by age, so the oldest is not at either end: every waiting job's timestamp is read,
 * one hash field each, which is a few milliseconds of Redis for thousands of jobs, once a scrape.
 */
const BACKLOG_SCRIPT = `
local count = redis.call('LLEN', KEYS[1]) + redis.call('ZCARD', KEYS[2]) + redis.call('ZCARD', KEYS[3])
local oldest = -1
local function consider(ids)
  for _, id in ipairs(ids) do
    local at = tonumber(redis.call('HGET', ARGV[1] .. id, 'timestamp'))
    if at and (oldest < 0 or at < oldest) then oldest = at end
  end
end
consider(redis.call('LRANGE', KEYS[1], 0, -1))
consider(redis.call('ZRANGE', KEYS[2], 0, -1))
consider(redis.call('ZRANGE', KEYS[3], 0, -1))
return {count, oldest}`;

/**
 * What waits in BullMQ queues: ready (`wait`), ready in turn (`prioritized`) and retries waiting
 * out their backoff (`delayed`). A connection of its own, opened at the first read: BullMQ's
 * clients expose only the commands BullMQ itself needs.
 */
export class BullMqBacklog {
  private redis: Redis | null = null;

  constructor(private readonly redisUrl: string) {}

  async of(queue: Queue): Promise<WaitingJobs> {
    this.redis ??= new Redis(this.redisUrl);
    const { wait, prioritized, delayed } = queue.keys;
    const [count, oldest] = (await this.redis.eval(BACKLOG_SCRIPT, 3, wait, prioritized, delayed, queue.toKey(''))) as [number, number];
    return { count, oldestQueuedAt: oldest < 0 ? null : oldest };
  }

  async close(): Promise<void> {
    await this.redis?.quit();
  }
}
