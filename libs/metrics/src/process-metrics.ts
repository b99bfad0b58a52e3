import { collectDefaultMetrics, Registry } from 'prom-client';

let collected: Registry | null = null;

/**
 * Node's own process metrics (CPU, memory, event-loop lag, GC), collected once per process, by its
 * entry point. Not by each ProductMetrics: prom-client's event-loop monitor is a 10 ms timer that
 * nothing stops, and a test worker that starts dozens of apps one after another would keep one
 * running for every app it ever started.
 */
export const collectProcessMetrics = (): void => {
  if (collected) return;
  collected = new Registry();
  collectDefaultMetrics({ register: collected });
};

/** The process metrics' registry once collectProcessMetrics ran; none before. */
export const processMetricsRegistry = (): Registry | null => collected;
