import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { setTimeout as pause } from 'node:timers/promises';
import type { Job as BullJob, Worker } from 'bullmq';
import type { Job, JobWorker, QueueName } from './job-queue';
import { queuesForTurn } from './queue-turns';

/** How long an idle worker waits before asking the queues for work again. */
const IDLE_POLL_MS = 250;

interface Running {
  settled: Promise<void>;
  /** Stops renewing the job's lock: a force close leaves the job to stall and be retried elsewhere. */
  abandon(): void;
}

/**
 * One concurrency bound over the four queues, by BullMQ's manual processing: a job is taken from
 * Redis (and locked there) only when a slot is free, so a job this process has no room for stays
 * waiting for any other worker. BullMQ's own processing loop takes jobs per queue, each queue with
 * its own concurrency, which is why the taking, the lock renewal and the completion are written here.
 * A blocking fetch watches a single queue, so an idle worker polls the four instead.
 */
export class BullMqBoundedWorker<Data> implements JobWorker {
  private readonly running = new Set<Running>();
  private readonly closing = new AbortController();
  /** Settles when close is called: wakes the taking loop from its pause or its wait for a free slot. */
  private readonly closed = once(this.closing.signal, 'abort').then(() => undefined);
  private abandoned = false;
  private readonly taking: Promise<void>;
  /** Counts the slots given: queues take turns by weight, so a busy one neither starves nor waits on the others. */
  private turn = 0;

  constructor(
    private readonly workers: Record<QueueName, Worker<Data>>,
    private readonly handler: (job: Job<Data>) => Promise<void>,
    private readonly concurrency: number,
    private readonly lockDurationMs: number,
    /** Told of each job taken, before it runs. */
    private readonly taken: (queue: QueueName, job: BullJob<Data>) => Promise<void>,
  ) {
    // Manual processing starts no stalled checker by itself; it hands on the jobs of dead workers.
    // A failure to start it is reported as BullMQ's own run() reports one, on the worker's 'error'.
    Object.values(workers).forEach((worker) => void worker.startStalledCheckTimer().catch((error) => worker.emit('error', error)));
    this.taking = this.takeWhileOpen();
  }

  async close(force = false): Promise<void> {
    this.closing.abort();
    await this.taking;
    if (force) {
      this.abandoned = true;
      this.running.forEach((job) => job.abandon());
    } else {
      await Promise.all([...this.running].map((job) => job.settled));
    }
    await Promise.all(Object.values(this.workers).map((worker) => worker.close(force)));
  }

  private async takeWhileOpen(): Promise<void> {
    while (!this.closing.signal.aborted) {
      if (this.running.size >= this.concurrency) {
        await Promise.race([this.closed, ...[...this.running].map((job) => job.settled)]);
        continue;
      }
      const taken = await this.takeNext().catch(() => undefined); // Redis unreachable: asked again after the pause
      if (taken) this.start(taken.job, taken.token);
      else await pause(IDLE_POLL_MS, undefined, { signal: this.closing.signal }).catch(() => undefined);
    }
  }

  private async takeNext(): Promise<{ job: BullJob<Data>; token: string } | undefined> {
    for (const name of queuesForTurn(this.turn)) {
      if (this.closing.signal.aborted) return undefined;
      const token = randomUUID();
      const job = await this.workers[name].getNextJob(token, { block: false });
      if (job) {
        this.turn++;
        // A failed notice costs the queue's fairness a little, never the job: it is locked and runs.
        await this.taken(name, job).catch(() => undefined);
        return { job, token };
      }
    }
    return undefined;
  }

  private start(job: BullJob<Data>, token: string): void {
    const renewal = setInterval(
      // A renewal that fails means the lock is gone: the stalled checker hands the job on, nothing to do here.
      () => void job.extendLock(token, this.lockDurationMs).catch(() => undefined),
      this.lockDurationMs / 2,
    );
    const running: Running = {
      settled: this.process(job, token).finally(() => {
        clearInterval(renewal);
        this.running.delete(running);
      }),
      abandon: () => clearInterval(renewal),
    };
    this.running.add(running);
  }

  /** Completed, or failed to be retried with the job's attempts and backoff (BullMQ decides from the job's options). */
  private async process(job: BullJob<Data>, token: string): Promise<void> {
    let failure: Error | undefined;
    try {
      await this.handler({ id: job.id as string, data: job.data, attempt: job.attemptsMade + 1 });
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
    }
    if (this.abandoned) return; // left to stall: another worker runs it again
    try {
      if (failure) await job.moveToFailed(failure, token, false);
      else await job.moveToCompleted(undefined, token, false);
    } catch {
      // The lock was lost (the job stalled and was handed on): its other run reports the outcome.
    }
  }
}
