import { startWithRetries } from './start-with-retries';

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('startWithRetries', () => {
  it('starts at once when it can, and stops what it started', async () => {
    const stopped: string[] = [];
    const failures: unknown[] = [];
    const handle = await startWithRetries(async () => 'consumer', async (c) => void stopped.push(c), (e) => failures.push(e), 10);
    expect(stopped).toEqual([]);
    await handle.stop();
    expect({ stopped, failures }).toEqual({ stopped: ['consumer'], failures: [] });
  });

  it('resolves after a failed first try, and keeps trying in the background until it starts', async () => {
    let tries = 0;
    const failures: string[] = [];
    const stopped: number[] = [];
    const handle = await startWithRetries(
      async () => {
        tries += 1;
        if (tries < 3) throw new Error(`broker down (${tries})`);
        return tries;
      },
      async (n) => void stopped.push(n),
      (error) => failures.push((error as Error).message),
      10,
    );
    expect(tries).toBe(1);
    await until(() => tries === 3);
    await handle.stop();
    expect({ failures, stopped }).toEqual({ failures: ['broker down (1)', 'broker down (2)'], stopped: [3] });
  });

  it('gives up its retries when stopped, with nothing started to stop', async () => {
    let tries = 0;
    const stopped: unknown[] = [];
    const handle = await startWithRetries(
      async () => {
        tries += 1;
        throw new Error('broker down');
      },
      async (x) => void stopped.push(x),
      () => undefined,
      60_000,
    );
    const began = Date.now();
    await handle.stop();
    expect(Date.now() - began).toBeLessThan(1_000);
    expect({ tries, stopped }).toEqual({ tries: 1, stopped: [] });
  });
});
