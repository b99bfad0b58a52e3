import { queuesForTurn } from './queue-turns';
import { MAX_ATTEMPTS, QUEUE_NAMES, type Job, type JobQueue, type JobWorker, type QueueName, type WaitingJobs } from './job-queue';

interface Pending<Data> {
  queue: QueueName;
  job: Job<Data>;
  group: string;
  /** Its place among its group's jobs waiting in the queue when it was added: groups take turns by it. */
  place: number;
  /** When it was first added (ms since the epoch): a retry keeps it, as a BullMQ job keeps its timestamp. */
  queuedAt: number;
}

/**
 * The embedded default: jobs live in memory, so a restart forgets them; the event store still
 * shows them requested and unfinished, and the start-up requeue puts them back.
 */
export class InProcessJobQueue<Data> implements JobQueue<Data> {
  /** In the order added, which settles equal places. */
  private readonly queued: Pending<Data>[] = [];
  private readonly known = new Set<string>();
  private readonly wakers = new Set<() => void>();
  /** Counts the slots given: queues take turns by weight, as on BullMQ. */
  private turn = 0;

  /** `groupOf`: whose work a job is; within a queue, groups take turns rather than first come, first served. */
  constructor(private readonly groupOf: (data: Data) => string = () => '') {}

  async add(queue: QueueName, id: string, data: Data): Promise<void> {
    if (this.known.has(id)) return;
    this.known.add(id);
    const group = this.groupOf(data);
    const place = 1 + this.queued.filter((pending) => pending.queue === queue && pending.group === group).length;
    this.queued.push({ queue, job: { id, data, attempt: 1 }, group, place, queuedAt: Date.now() });
    this.wakers.forEach((wake) => wake());
  }

  /** The first waiting job of the lowest place, in the first queue by turn that holds any. */
  private takeNext(): Pending<Data> | undefined {
    for (const name of queuesForTurn(this.turn)) {
      const next = this.queued.reduce<Pending<Data> | undefined>(
        (best, pending) => (pending.queue === name && (!best || pending.place < best.place) ? pending : best),
        undefined,
      );
      if (next) {
        this.turn++;
        this.queued.splice(this.queued.indexOf(next), 1);
        return next;
      }
    }
    return undefined;
  }

  work(handler: (job: Job<Data>) => Promise<void>, concurrency: number): JobWorker {
    let open = true;
    const slot = async (): Promise<void> => {
      while (open) {
        const next = this.takeNext();
        if (!next) {
          await new Promise<void>((resolve) => {
            const wake = () => {
              this.wakers.delete(wake);
              resolve();
            };
            this.wakers.add(wake);
          });
          continue;
        }
        try {
          await handler(next.job);
          this.known.delete(next.job.id);
        } catch {
          if (next.job.attempt < MAX_ATTEMPTS) this.queued.push({ ...next, job: { ...next.job, attempt: next.job.attempt + 1 } });
          else this.known.delete(next.job.id);
        }
      }
    };
    const slots = Array.from({ length: concurrency }, slot);
    return {
      close: async () => {
        open = false;
        this.wakers.forEach((wake) => wake());
        await Promise.all(slots);
      },
    };
  }

  async waiting(): Promise<Record<QueueName, WaitingJobs>> {
    const waiting = Object.fromEntries(QUEUE_NAMES.map((name) => [name, { count: 0, oldestQueuedAt: null }])) as Record<QueueName, WaitingJobs>;
    for (const { queue, queuedAt } of this.queued) {
      const jobs = waiting[queue];
      jobs.count++;
      jobs.oldestQueuedAt = Math.min(jobs.oldestQueuedAt ?? queuedAt, queuedAt);
    }
    return waiting;
  }

  async close(): Promise<void> {
    this.queued.length = 0;
  }
}
