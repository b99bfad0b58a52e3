import { randomUUID } from 'node:crypto';
import { setTimeout as pause } from 'node:timers/promises';
import { Queue } from 'bullmq';
import { BullMqJobQueue, InProcessJobQueue, QUEUE_NAMES, type JobQueue } from '@tracklight/jobs';

/**
 * npm run bench:fairness — company B's 5-link batch queued just after company A's 2,000-link batch
 * in the same queue (b), on BullMQ over the real Redis and on the in-process queue, with a fake
 * audit of fixed duration. Prints when B's first audit starts and when its last finishes, counted
 * from B's add, beside B's batch alone on an idle queue; and what the company counts cost A's add.
 * Decision 0060: B should start within one job's time and finish within twice its time alone.
 */
const JOB_MS = Number(process.env.BENCH_JOB_MS ?? 100);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 2);
const A_LINKS = Number(process.env.BENCH_A_LINKS ?? 2_000);
const B_LINKS = 5;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Audit {
  company: string;
  n: number;
}

interface Kind {
  label: string;
  make: (grouped: boolean) => JobQueue<Audit>;
}

const companyOf = (audit: Audit): string => audit.company;
const prefixes: string[] = [];

const KINDS: Kind[] = [
  {
    label: 'BullMQ',
    make: (grouped) => {
      const prefix = `bench-fair-${randomUUID().slice(0, 8)}`;
      prefixes.push(prefix);
      return new BullMqJobQueue<Audit>(REDIS_URL, prefix, { groupOf: grouped ? companyOf : undefined });
    },
  },
  { label: 'in-process', make: (grouped) => new InProcessJobQueue<Audit>(grouped ? companyOf : undefined) },
];

/** Records when each of B's audits starts and ends; A's only count. */
const tracker = () => {
  const b = { started: [] as number[], finished: [] as number[] };
  let aStarted = 0;
  const handler = async (job: { data: Audit }) => {
    if (job.data.company === 'B') b.started.push(performance.now());
    else aStarted++;
    await pause(JOB_MS); // the fake audit
    if (job.data.company === 'B') b.finished.push(performance.now());
  };
  return { b, handler, aStarted: () => aStarted };
};

const waitFor = async (check: () => boolean) => {
  while (!check()) await pause(5);
};

const addB = async (queue: JobQueue<Audit>) => {
  for (let n = 0; n < B_LINKS; n++) await queue.add('b', `b-${n}`, { company: 'B', n });
};

/** B's batch on an idle queue: the time it takes alone. */
const alone = async (kind: Kind): Promise<number> => {
  const queue = kind.make(true);
  const { b, handler } = tracker();
  const worker = queue.work(handler, CONCURRENCY);
  const added = performance.now();
  await addB(queue);
  await waitFor(() => b.finished.length === B_LINKS);
  await worker.close();
  await queue.close();
  return Math.max(...b.finished) - added;
};

/** B's batch added while A's 2,000 links keep every slot busy. */
const behindA = async (kind: Kind, grouped: boolean) => {
  const queue = kind.make(grouped);
  const addStarted = performance.now();
  for (let n = 0; n < A_LINKS; n++) await queue.add('b', `a-${n}`, { company: 'A', n });
  const aAddMs = performance.now() - addStarted;
  const { b, handler, aStarted } = tracker();
  const worker = queue.work(handler, CONCURRENCY);
  await waitFor(() => aStarted() >= CONCURRENCY);
  const added = performance.now();
  await addB(queue);
  // First come, first served, B would wait for all of A (A_LINKS × JOB_MS / CONCURRENCY): give up at 20 jobs' time.
  const deadline = added + 20 * JOB_MS;
  await waitFor(() => b.finished.length === B_LINKS || performance.now() > deadline);
  await worker.close(true); // A's remaining links are not the point
  await queue.close();
  return {
    aAddMs,
    firstStartMs: b.started.length ? Math.min(...b.started) - added : null,
    lastFinishMs: b.finished.length === B_LINKS ? Math.max(...b.finished) - added : null,
  };
};

const ms = (value: number | null) => (value === null ? 'not within 20 jobs' : `${value.toFixed(0)} ms`);

const cleanUp = async () => {
  const redis = new URL(REDIS_URL);
  for (const prefix of prefixes) {
    for (const name of QUEUE_NAMES) {
      const queue = new Queue(`${prefix}-${name}`, { connection: { host: redis.hostname, port: Number(redis.port || 6379) } });
      await queue.obliterate({ force: true });
      await (await queue.getBackend().client).del(`${queue.qualifiedName}:waiting-per-group`);
      await queue.close();
    }
  }
};

/** B's batch with every slot its own from the start, no polling or connecting: the floor. */
const IDEAL_MS = Math.ceil(B_LINKS / CONCURRENCY) * JOB_MS;

const main = async () => {
  console.log(
    `fake audit ${JOB_MS} ms, concurrency ${CONCURRENCY}, A ${A_LINKS} links then B ${B_LINKS}, all in queue b; B's ideal ${IDEAL_MS} ms`,
  );
  try {
    for (const kind of KINDS) {
      const aloneMs = await alone(kind);
      console.log(`${kind.label.padEnd(11)} B alone: last finish ${ms(aloneMs)}`);
      for (const grouped of [true, false]) {
        const run = await behindA(kind, grouped);
        const mode = grouped ? 'companies in turn' : 'first come, first served';
        console.log(
          `${kind.label.padEnd(11)} ${mode.padEnd(24)} A's add ${ms(run.aAddMs)} (${((run.aAddMs / A_LINKS) * 1000).toFixed(0)} µs/job)` +
            `   B first start ${ms(run.firstStartMs)}   B last finish ${ms(run.lastFinishMs)}` +
            (run.lastFinishMs === null
              ? ''
              : ` (${(run.lastFinishMs / aloneMs).toFixed(2)}× alone, ${(run.lastFinishMs / IDEAL_MS).toFixed(2)}× ideal)`),
        );
      }
    }
  } finally {
    await cleanUp();
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
