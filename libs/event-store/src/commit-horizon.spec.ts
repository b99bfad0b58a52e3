import { SharedCommitHorizon } from './commit-horizon';

/** A horizon the test answers by hand, counting how often the store was asked. */
const manualStore = () => {
  const pending: ((horizon: bigint) => void)[] = [];
  const failures: ((error: Error) => void)[] = [];
  let heard = 0;
  const shared = new SharedCommitHorizon(
    () =>
      new Promise<bigint>((resolve, reject) => {
        pending.push(resolve);
        failures.push(reject);
      }),
    () => heard,
  );
  return {
    shared,
    probes: () => pending.length,
    answer: (index: number, horizon: bigint) => pending[index](horizon),
    fail: (index: number) => failures[index](new Error('connection lost')),
    hearAppend: () => (heard += 1),
  };
};

describe("SharedCommitHorizon: one probe of the store's commit horizon for all of a process's readers", () => {
  afterEach(() => jest.useRealTimers());

  it('answers readers asking together from one probe', async () => {
    const store = manualStore();
    const answers = Promise.all([store.shared.current(), store.shared.current(), store.shared.current()]);
    expect(store.probes()).toBe(1);
    store.answer(0, 42n);
    await expect(answers).resolves.toEqual([42n, 42n, 42n]);
  });

  it('probes again for a reader woken by an append heard after the shared probe started', async () => {
    const store = manualStore();
    const before = store.shared.current();
    store.hearAppend();
    const after = store.shared.current();
    expect(store.probes()).toBe(2);
    store.answer(0, 42n);
    store.answer(1, 43n);
    await expect(Promise.all([before, after])).resolves.toEqual([42n, 43n]);
  });

  it('reuses a finished probe for 10 ms after it started, then probes again', async () => {
    jest.useFakeTimers({ now: 1_000 });
    const store = manualStore();
    const first = store.shared.current();
    store.answer(0, 42n);
    await first;
    jest.setSystemTime(1_010);
    await expect(store.shared.current()).resolves.toBe(42n);
    expect(store.probes()).toBe(1);
    jest.setSystemTime(1_011);
    const later = store.shared.current();
    expect(store.probes()).toBe(2);
    store.answer(1, 44n);
    await expect(later).resolves.toBe(44n);
  });

  it('shares a probe that is still running, however long it runs', async () => {
    jest.useFakeTimers({ now: 1_000 });
    const store = manualStore();
    const first = store.shared.current();
    jest.setSystemTime(5_000);
    const second = store.shared.current();
    expect(store.probes()).toBe(1);
    store.answer(0, 42n);
    await expect(Promise.all([first, second])).resolves.toEqual([42n, 42n]);
  });

  it('hands a failed probe only to the readers that shared it: the next reader probes again', async () => {
    const store = manualStore();
    const failed = store.shared.current();
    store.fail(0);
    await expect(failed).rejects.toThrow('connection lost');
    const next = store.shared.current();
    expect(store.probes()).toBe(2);
    store.answer(1, 42n);
    await expect(next).resolves.toBe(42n);
  });
});
