import { METRIC_NAMES } from './metric-names';
import { collectProcessMetrics } from './process-metrics';
import { ProductMetrics } from './product-metrics';

/** The series of one metric as the scraper reads them: labels and value. */
const seriesOf = async (metrics: ProductMetrics, name: string) => {
  const family = (await metrics.registry.getMetricsAsJSON()).find((metric) => metric.name === name);
  return family?.values.map(({ labels, value }) => ({ labels, value })) ?? [];
};

describe('the process registry', () => {
  it('registers every metric of METRIC_NAMES', () => {
    const names = new ProductMetrics().registry.getMetricsAsArray().map((metric) => metric.name);
    expect(names).toEqual(expect.arrayContaining(Object.values(METRIC_NAMES)));
  });

  it('serves Node’s own process metrics beside them once the entry point collects them, one set however many registries', async () => {
    const families = async (metrics: ProductMetrics) => (await metrics.scrape()).body.split('\n').filter((line) => line.startsWith('# TYPE ')).map((line) => line.split(' ')[2]);
    expect(await families(new ProductMetrics())).not.toContain('nodejs_heap_size_used_bytes');
    collectProcessMetrics();
    collectProcessMetrics();
    const [first, second] = [new ProductMetrics(), new ProductMetrics()];
    for (const served of [await families(first), await families(second)]) {
      expect(served).toEqual(expect.arrayContaining([METRIC_NAMES.auditsStarted, 'process_cpu_user_seconds_total', 'nodejs_heap_size_used_bytes']));
      expect(served.filter((name) => name === 'nodejs_heap_size_used_bytes')).toHaveLength(1);
    }
  });

  it('serves the page in Prometheus’s text format', async () => {
    const metrics = new ProductMetrics();
    metrics.auditsStarted.inc();
    const { contentType, body } = await metrics.scrape();
    expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(body).toContain(`# TYPE ${METRIC_NAMES.auditsStarted} counter\n${METRIC_NAMES.auditsStarted} 1\n`);
  });

  it('reads the audit queues at the scrape, once for both of their gauges', async () => {
    const metrics = new ProductMetrics();
    const read = jest.fn(async () => ({
      a: { count: 0, oldestQueuedAt: null },
      c: { count: 3, oldestQueuedAt: Date.now() - 90_000 },
    }));
    metrics.watchAuditQueue(read);
    expect(read).not.toHaveBeenCalled();
    await metrics.scrape();
    expect(read).toHaveBeenCalledTimes(1);
    expect(await seriesOf(metrics, METRIC_NAMES.queueWaiting)).toEqual([
      { labels: { queue: 'a' }, value: 0 },
      { labels: { queue: 'c' }, value: 3 },
    ]);
    const [a, c] = await seriesOf(metrics, METRIC_NAMES.queueOldestWaiting);
    expect(a).toEqual({ labels: { queue: 'a' }, value: 0 });
    expect(c.value).toBeGreaterThanOrEqual(90);
    expect(c.value).toBeLessThan(100);
  });

  it('serves the read models’ lag as the store stands at the scrape', async () => {
    const metrics = new ProductMetrics();
    let lag = 5;
    metrics.watchReadModels(async () => [{ name: 'batch-list', lag }]);
    expect(await seriesOf(metrics, METRIC_NAMES.projectionLag)).toEqual([{ labels: { read_model: 'batch-list' }, value: 5 }]);
    lag = 0;
    expect(await seriesOf(metrics, METRIC_NAMES.projectionLag)).toEqual([{ labels: { read_model: 'batch-list' }, value: 0 }]);
  });

  it('serves each Kafka consumer group\'s lag per topic as the broker answers at the scrape', async () => {
    const metrics = new ProductMetrics();
    let lag = 12;
    metrics.watchConsumerLag(async () => [
      { group: 'audit-runner', topic: 'tracklight.batches', lag },
      { group: 'cms-advertiser-sightings', topic: 'tracklight.audit-runner', lag: 0 },
    ]);
    expect(await seriesOf(metrics, METRIC_NAMES.consumerLag)).toEqual([
      { labels: { group: 'audit-runner', topic: 'tracklight.batches' }, value: 12 },
      { labels: { group: 'cms-advertiser-sightings', topic: 'tracklight.audit-runner' }, value: 0 },
    ]);
    lag = 3;
    expect((await seriesOf(metrics, METRIC_NAMES.consumerLag))[0].value).toBe(3);
  });

  it('leaves a gauge without series when its source fails, and still serves the rest', async () => {
    const metrics = new ProductMetrics();
    metrics.watchAuditQueue(async () => {
      throw new Error('Redis is down');
    });
    metrics.auditsFailed.inc();
    const { body } = await metrics.scrape();
    expect(body).not.toMatch(new RegExp(`^${METRIC_NAMES.queueWaiting}\\{`, 'm'));
    expect(body).toContain(`${METRIC_NAMES.auditsFailed} 1`);
  });

  it('serves the gauges without series in a process that has no queue or read model (the gateway)', async () => {
    const metrics = new ProductMetrics();
    expect(await seriesOf(metrics, METRIC_NAMES.queueWaiting)).toEqual([]);
    expect(await seriesOf(metrics, METRIC_NAMES.projectionLag)).toEqual([]);
  });
});
