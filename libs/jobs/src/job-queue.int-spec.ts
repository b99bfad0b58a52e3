import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { EventStore } from '@tracklight/event-store';
import { catchUp, createReadModelDataSource, openReadModels } from '@tracklight/read-models';
import { createTestDatabase, type TestDatabase } from '@tracklight/testing';
import { BullMqJobQueue } from './bullmq-job-queue';
import { InProcessJobQueue } from './in-process-job-queue';
import { QUEUE_NAMES, type Job, type JobQueue, type JobWorker } from './job-queue';
import { PendingWorkProjection, requeueUnfinishedWork } from './pending-work.projection';
import { UnfinishedWorkSweeper } from './unfinished-work-sweeper';
import { PendingJobs1763780100000 } from './migrations/1763780100000-pending-jobs';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefixes: string[] = [];
const bullQueue = (lockMs?: number, groupOf?: (data: { n: number }) => string) => {
  const prefix = `tl-test-${randomUUID().slice(0, 8)}`;
  prefixes.push(prefix);
  return new BullMqJobQueue<{ n: number }>(REDIS_URL, prefix, { lockDurationMs: lockMs, groupOf });
};

const until = async (check: () => boolean, ms = 15_000) => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
  if (!check()) throw new Error('condition not met in time');
};

/** Runs `count` jobs one at a time, then closes the queue; answers their `n`s in the order they ran. */
const runOneAtATime = async (queue: JobQueue<{ n: number }>, count: number): Promise<number[]> => {
  const ran: number[] = [];
  const worker = queue.work(async (job) => void ran.push(job.data.n), 1);
  try {
    await until(() => ran.length === count);
  } finally {
    await worker.close();
    await queue.close();
  }
  return ran;
};

afterAll(async () => {
  // Leave nothing behind in the shared Redis.
  for (const prefix of prefixes) {
    for (const name of QUEUE_NAMES) {
      const queue = new Queue(`${prefix}-${name}`, { connection: { host: '127.0.0.1', port: 6379 } });
      await queue.obliterate({ force: true });
      // The count of waiting jobs per group is kept beside BullMQ's keys, which obliterate alone removes.
      await (await queue.getBackend().client).del(`${queue.qualifiedName}:waiting-per-group`);
      await queue.close();
    }
  }
});

type GroupOf = (data: { n: number }) => string;

describe.each([
  ['BullMQ on the real Redis', (groupOf?: GroupOf) => bullQueue(undefined, groupOf)],
  ['in-process', (groupOf?: GroupOf) => new InProcessJobQueue<{ n: number }>(groupOf)],
])('%s job queue', (_name, makeQueue: (groupOf?: GroupOf) => JobQueue<{ n: number }>) => {
  it('runs each job once, retries a failing one, and ignores a duplicate id', async () => {
    const queue = makeQueue();
    const runs: Job<{ n: number }>[] = [];
    await queue.add('a', 'job-1', { n: 1 });
    await queue.add('b', 'job-2', { n: 2 });
    await queue.add('a', 'job-1', { n: 1 });
    const worker = queue.work(async (job) => {
      runs.push(job);
      if (job.data.n === 2 && job.attempt === 1) throw new Error('first try fails');
    }, 2);
    await until(() => runs.filter((r) => r.id === 'job-2').length === 2, 20_000);
    await new Promise((r) => setTimeout(r, 300));
    await worker.close();
    await queue.close();
    expect(runs.filter((r) => r.id === 'job-1')).toHaveLength(1);
    expect(runs.filter((r) => r.id === 'job-2').map((r) => r.attempt)).toEqual([1, 2]);
  }, 30_000);

  it('queues again a job it gave up on, when its id is added again', async () => {
    const queue = makeQueue();
    const runs: number[] = [];
    const worker = queue.work(async (job) => {
      runs.push(job.attempt);
      if (runs.length <= 3) throw new Error('every attempt of the first run fails');
    }, 1);
    try {
      await queue.add('a', 'given-up', { n: 1 });
      await until(() => runs.length === 3, 20_000);
      // Past its last attempt: the queue has given up on it (BullMQ keeps it as failed).
      await new Promise((r) => setTimeout(r, 500));
      await queue.add('a', 'given-up', { n: 1 });
      await until(() => runs.length === 4, 10_000);
    } finally {
      await worker.close();
      await queue.close();
    }
    expect(runs).toEqual([1, 2, 3, 1]);
  }, 40_000);

  it('runs no more jobs at once than one concurrency allows, across all four queues', async () => {
    const queue = makeQueue();
    for (const name of QUEUE_NAMES) {
      await queue.add(name, `${name}-1`, { n: 1 });
      await queue.add(name, `${name}-2`, { n: 2 });
    }
    let running = 0;
    let mostAtOnce = 0;
    let finished = 0;
    const worker = queue.work(async () => {
      mostAtOnce = Math.max(mostAtOnce, ++running);
      // Long enough for every queue to offer its jobs while these run.
      await new Promise((r) => setTimeout(r, 300));
      running--;
      finished++;
    }, 2);
    try {
      await until(() => finished === 8, 20_000);
    } finally {
      await worker.close();
      await queue.close();
    }
    expect(mostAtOnce).toBe(2);
  }, 30_000);

  it('leaves a job it has no room for waiting, for another worker to run', async () => {
    const queue = makeQueue();
    let releaseHeld = () => undefined as void;
    const held = new Promise<void>((resolve) => (releaseHeld = resolve));
    const firstRan: string[] = [];
    const secondRan: string[] = [];
    const first = queue.work(async (job) => {
      firstRan.push(job.id);
      await held;
    }, 1);
    let second: JobWorker | undefined;
    try {
      await queue.add('a', 'held', { n: 1 });
      await until(() => firstRan.includes('held'));
      // Queued while the first worker is full: it must not take the job and hold it until it has room.
      await queue.add('b', 'free', { n: 2 });
      second = queue.work(async (job) => void secondRan.push(job.id), 1);
      await until(() => firstRan.includes('free') || secondRan.includes('free'));
    } finally {
      releaseHeld();
      await first.close();
      await second?.close();
      await queue.close();
    }
    expect(firstRan).toEqual(['held']);
    expect(secondRan).toEqual(['free']);
  }, 30_000);

  it('serves the groups within a queue in turn, not first come, first served', async () => {
    // Jobs 1 to 6 are company A's big batch; 101 and 102 company B's small one, queued after it.
    const queue = makeQueue((data) => (data.n > 100 ? 'B' : 'A'));
    for (const n of [1, 2, 3, 4, 5, 6, 101, 102]) await queue.add('b', `job-${n}`, { n });
    const ran = await runOneAtATime(queue, 8);
    expect(ran).toEqual([1, 101, 2, 102, 3, 4, 5, 6]);
  }, 30_000);

  it('serves queue a ahead of queue c by weight', async () => {
    const queue = makeQueue();
    for (const n of [1, 2, 3, 4]) await queue.add('c', `c-${n}`, { n: 100 + n });
    for (const n of [1, 2, 3, 4]) await queue.add('a', `a-${n}`, { n });
    const ran = await runOneAtATime(queue, 8);
    // Four turns of a's to each of c's (QUEUE_WEIGHTS), although c's jobs were queued first.
    expect(ran).toEqual([1, 2, 3, 4, 101, 102, 103, 104]);
  }, 30_000);

  it('counts waiting jobs per queue and says since when the oldest waits', async () => {
    // With companies, BullMQ holds the jobs in its prioritized set rather than its wait list (decision 0060).
    const queue = makeQueue((data) => `company-${data.n}`);
    const before = Date.now();
    await queue.add('c', 'c-1', { n: 1 });
    const between = Date.now();
    await queue.add('c', 'c-2', { n: 2 });
    await queue.add('superuser', 's-1', { n: 3 });
    const waiting = await queue.waiting();
    await queue.close();
    expect(Object.fromEntries(QUEUE_NAMES.map((name) => [name, waiting[name].count]))).toEqual({ a: 0, b: 0, c: 2, superuser: 1 });
    expect(waiting.c.oldestQueuedAt).toBeGreaterThanOrEqual(before);
    expect(waiting.c.oldestQueuedAt).toBeLessThanOrEqual(between);
    expect(waiting.a.oldestQueuedAt).toBeNull();
  });
});

describe('BullMQ worker killed mid-job', () => {
  it('hands the stalled job to another worker', async () => {
    const queue = bullQueue(1000);
    const attempts: string[] = [];
    const dying = queue.work(async () => {
      attempts.push('dying');
      await new Promise(() => undefined); // hangs, as a crashed process would
    }, 1);
    await queue.add('a', 'long', { n: 1 });
    await until(() => attempts.length === 1);
    await dying.close(true); // its lock is no longer renewed, as when the process is killed

    const survivor = queue.work(async () => void attempts.push('survivor'), 1);
    await until(() => attempts.includes('survivor'), 20_000);
    await survivor.close();
    await queue.close();
    expect(attempts).toEqual(['dying', 'survivor']);
  }, 40_000);
});

describe('BullMQ job running past its lock duration', () => {
  it('keeps its lock, so no other worker runs it meanwhile', async () => {
    const queue = bullQueue(1000);
    const runs: string[] = [];
    let finished = false;
    const slow = queue.work(async () => {
      runs.push('slow');
      // Four lock durations: without renewal the stalled checker would hand the job on in two.
      await new Promise((r) => setTimeout(r, 4000));
      finished = true;
    }, 1);
    let other: JobWorker | undefined;
    try {
      await queue.add('a', 'long', { n: 1 });
      await until(() => runs.includes('slow'));
      // Started once the job is taken, so that it could only get the job through a lost lock.
      other = queue.work(async () => void runs.push('other'), 1);
      await until(() => finished, 20_000);
    } finally {
      await slow.close();
      await other?.close();
      await queue.close();
    }
    expect(runs).toEqual(['slow']);
  }, 30_000);
});

describe('requeue on start', () => {
  let db: TestDatabase;
  let store: EventStore;
  let dataSource: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase('jobs');
    store = new EventStore(db.url);
    await store.migrate();
    dataSource = await openReadModels(createReadModelDataSource(db.url, [], [PendingJobs1763780100000]));
  });
  afterAll(async () => {
    await dataSource.destroy();
    await store.close();
    await db.drop();
  });

  it('queues again the work the store shows requested but not finished', async () => {
    const context = { actorUserId: null, correlationId: 'requeue' };
    await store.append('work-1', [{ type: 'WorkRequested', data: { id: 'w1', n: 1 } }], 'no-stream', context);
    await store.append('work-2', [{ type: 'WorkRequested', data: { id: 'w2', n: 2 } }], 'no-stream', context);
    await store.append('work-3', [{ type: 'WorkRequested', data: { id: 'w3', n: 3 } }], 'no-stream', context);
    await store.append('work-2', [{ type: 'WorkFinished', data: { id: 'w2' } }], 1n, context);
    const projection = new PendingWorkProjection({
      requested: (e) => (e.type === 'WorkRequested' ? { id: String(e.data.id), queue: 'b', data: { n: e.data.n } } : null),
      finished: (e) => (e.type === 'WorkFinished' ? String(e.data.id) : null),
    });
    await catchUp(store, dataSource, projection);

    const queue = bullQueue();
    const ran: string[] = [];
    const worker = queue.work(async (job) => void ran.push(job.id), 2);
    expect(await requeueUnfinishedWork(dataSource.manager, queue)).toBe(2);
    await until(() => ran.length === 2);
    await worker.close();
    await queue.close();
    expect(ran.sort()).toEqual(['w1', 'w3']);
  }, 30_000);

  it('sweeps, while running, work the queue lost, and leaves alone work it holds or that was asked for within the interval', async () => {
    const context = { actorUserId: null, correlationId: 'sweep' };
    const projection = new PendingWorkProjection({
      requested: (e) => (e.type === 'WorkRequested' ? { id: String(e.data.id), queue: 'b', data: { n: e.data.n } } : null),
      finished: (e) => (e.type === 'WorkFinished' ? String(e.data.id) : null),
    });
    const queue = bullQueue();
    await store.append('work-4', [{ type: 'WorkRequested', data: { id: 'w4', n: 4 } }], 'no-stream', context);
    await queue.add('b', 'w4', { n: 4 });
    await new Promise((r) => setTimeout(r, 600));
    await store.append('work-5', [{ type: 'WorkRequested', data: { id: 'w5', n: 5 } }], 'no-stream', context);
    await catchUp(store, dataSource, projection);

    const swept: number[] = [];
    const sweepErrors: unknown[] = [];
    const sweeper = new UnfinishedWorkSweeper(dataSource.manager, queue, 500, (n) => swept.push(n), (error) => sweepErrors.push(error));
    const ran: string[] = [];
    // The sweep comes before any worker: w4 must still be waiting when it is offered again.
    await sweeper.sweep();
    const worker = queue.work(async (job) => void ran.push(job.id), 2);
    // Stopped whatever happens: a sweeper left running would query a closed database in the next suite.
    try {
      await until(() => ran.includes('w4'));
      await new Promise((r) => setTimeout(r, 300));
      // The queue still held w4 when it was offered again: it ran once. w5 is too recent to sweep.
      expect(ran.filter((id) => id === 'w4')).toHaveLength(1);
      expect(ran).not.toContain('w5');

      // w4 ran but no WorkFinished followed (its result was lost with Redis): the running sweeper offers it again.
      // At least twice, not exactly: it stays unfinished, so every sweep (each 500 ms) offers it once more,
      // and a loaded machine can let a further sweep run before this check sees the second run.
      sweeper.start();
      await until(() => ran.filter((id) => id === 'w4').length >= 2 && ran.includes('w5'), 20_000);
    } finally {
      await sweeper.stop();
      await worker.close();
      await queue.close();
    }
    expect(swept.length).toBeGreaterThanOrEqual(2);
    expect(sweepErrors).toEqual([]);
  }, 60_000);
});
