import type { EntityManager } from 'typeorm';
import type { JobQueue } from './job-queue';
import { requeueUnfinishedWork } from './pending-work.projection';

/**
 * Finds work the event store shows requested and never finished and puts it back on its queue,
 * every `intervalMs` while the process runs, not only at start: a job can vanish without a trace
 * (Redis flushed or failed over, a lock lost with its worker) while every process stays up.
 * Adding an id the queue still holds (waiting, running, stalled) queues nothing, so only work the
 * queue has lost runs again. Work asked for within the last interval is left alone: its
 * completion may not have reached the pending-work read model yet.
 */
export class UnfinishedWorkSweeper<Data> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly manager: EntityManager,
    private readonly queue: JobQueue<Data>,
    private readonly intervalMs: number,
    private readonly onSwept: (requeued: number) => void,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(): void {
    if (this.intervalMs <= 0 || this.timer) return;
    this.timer = setInterval(() => {
      this.running = this.sweep().then(() => undefined, this.onError);
    }, this.intervalMs);
    this.timer.unref();
  }

  /** One pass: answers how many pieces of work were offered to the queue again. */
  async sweep(): Promise<number> {
    const requeued = await requeueUnfinishedWork(this.manager, this.queue, new Date(Date.now() - this.intervalMs));
    if (requeued > 0) this.onSwept(requeued);
    return requeued;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
