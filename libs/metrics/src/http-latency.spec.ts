import express from 'express';
import request from 'supertest';
import { METRIC_NAMES } from './metric-names';
import { ProductMetrics } from './product-metrics';
import { timeHttpRequests } from './http-latency';

const timedRequests = async (metrics: ProductMetrics) => {
  const family = (await metrics.registry.getMetricsAsJSON()).find((metric) => metric.name === METRIC_NAMES.httpDuration);
  return family!.values.filter((value) => (value as { metricName?: string }).metricName?.endsWith('_count')).map(({ labels, value }) => ({ ...labels, value }));
};

describe('HTTP latency by route', () => {
  it('labels a request by the route template it matched, a mounted handler by its mount point, anything else as unmatched', async () => {
    const metrics = new ProductMetrics();
    const app = express();
    app.use(timeHttpRequests(metrics));
    app.get('/batches/:batchId', (_req, res) => void res.json({}));
    app.use('/gql', (_req, res) => void res.status(400).json({}));
    await request(app).get('/batches/1');
    await request(app).get('/batches/2');
    await request(app).post('/gql').send({});
    await request(app).get('/no/such/page');
    expect(await timedRequests(metrics)).toEqual(
      expect.arrayContaining([
        { method: 'GET', route: '/batches/:batchId', status: '200', value: 2 },
        { method: 'POST', route: '/gql', status: '400', value: 1 },
        { method: 'GET', route: 'unmatched', status: '404', value: 1 },
      ]),
    );
  });
});
