/** Timing helpers the benchmark scripts share: warm up, run, print p50 and p95. */
export const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export const measure = async (label: string, work: (i: number) => Promise<unknown>, runs = 200): Promise<void> => {
  for (let i = 0; i < 10; i++) await work(i); // warm the cache and the plans
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(58)} p50 ${percentile(times, 50).toFixed(2).padStart(7)} ms   p95 ${percentile(times, 95).toFixed(2).padStart(7)} ms`,
  );
};

export const perSecond = (count: number, ms: number): string => Math.round((count / ms) * 1000).toLocaleString('en-GB');

/** Runs `work` once and answers how long it took with its result. */
export const time = async <T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> => {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
};
