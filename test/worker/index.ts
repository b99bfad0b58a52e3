import type * as WorkerFixtures from './worker-fixtures';

export type { ProductUnderTest, ProviderName } from './worker-fixtures';

/**
 * The worker's shared fixtures (worker-fixtures.ts), loaded once per jest worker by the test
 * environment and lent to each file: under jest, the objects come from the worker, outside this
 * file's module registry.
 */
const lent = () => (globalThis as { loadWorkerFixtures?: () => Promise<typeof WorkerFixtures> }).loadWorkerFixtures;

export const workerFixtures = (): Promise<typeof WorkerFixtures> => {
  const load = lent();
  // Outside jest (the benchmarks, compiled), the process loads them itself.
  return load ? load() : import('./worker-fixtures.js');
};

/** Closes the fixtures where this process loaded them itself (outside jest); a jest worker keeps them for its next file. */
export const releaseWorkerFixtures = async (): Promise<void> => {
  if (!lent()) await (await workerFixtures()).closeWorkerFixtures();
};
