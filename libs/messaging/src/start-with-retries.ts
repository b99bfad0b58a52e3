import { setTimeout as sleep } from 'node:timers/promises';

/** What startWithRetries hands back: stops the retries, or what they started. */
export interface RetriedStart {
  stop(): Promise<void>;
}

/**
 * Starts something that needs the broker (the relay, a consumer) without making the process's
 * start depend on it: a broker down while a process boots is the same fault as one going down
 * later, and the outbox holds the events meanwhile. The first try runs before this resolves, so a
 * healthy start is as before; after a failure it tries again every `retryMs` in the background
 * until it starts or `stop()` is called. Readiness says Kafka is down in the meantime.
 */
export const startWithRetries = async <T>(
  start: () => Promise<T>,
  stopStarted: (started: T) => Promise<void>,
  onFailure: (error: unknown) => void,
  retryMs = 2_000,
): Promise<RetriedStart> => {
  const stopping = new AbortController();
  let started: { value: T } | null = null;
  const attempt = async (): Promise<boolean> => {
    try {
      started = { value: await start() };
      return true;
    } catch (error) {
      onFailure(error);
      return false;
    }
  };
  const retries = (await attempt())
    ? Promise.resolve()
    : (async () => {
        while (!stopping.signal.aborted) {
          const waited = await sleep(retryMs, true, { signal: stopping.signal }).catch(() => false);
          if (!waited || (await attempt())) return;
        }
      })();
  return {
    stop: async () => {
      stopping.abort();
      await retries;
      if (started) await stopStarted(started.value);
    },
  };
};
