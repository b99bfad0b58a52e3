import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildSchema } from 'graphql';
import { AccessTokens } from '@tracklight/access';
import { createGatewayApp } from './gateway-app';
import { LiveServiceMap } from './live-service-map';
import { Replicas } from '@tracklight/platform';
import { RestRouteTable, routesOf } from './rest-routes';

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

describe('the gateway’s REST proxy in front of two replicas, one of them down (real sockets)', () => {
  let service: Server;
  let gateway: Server;
  let stopGateway: () => Promise<void>;
  let origin: string;

  beforeAll(async () => {
    // The live replica answers with what it received.
    service = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () =>
        res
          .setHeader('content-type', 'application/json')
          .end(JSON.stringify({ method: req.method, body: Buffer.concat(chunks).toString() })),
      );
    });
    const live = await listen(service);
    // A port that was just free: nothing listens there, as on a replica that was killed.
    const gone = createServer();
    const down = await listen(gone);
    await new Promise((resolve) => gone.close(resolve));

    // The dead one never sits out (0 ms): with the two in turn, every other call asks it first.
    const batches = { name: 'batches', replicas: new Replicas([down, live], 0) };
    const routes = new RestRouteTable(
      routesOf(batches, { '/batches': { get: {}, post: {} }, '/batches/{batchId}': { patch: {} } }),
    );
    const app = await createGatewayApp(
      [batches],
      new LiveServiceMap({ schema: buildSchema('type Query { ok: Boolean }'), routes }),
      new AccessTokens('a-secret-of-the-test-only-0123456789'),
    );
    stopGateway = app.stop;
    gateway = createServer(app.app);
    origin = await listen(gateway);
  });
  afterAll(async () => {
    await stopGateway();
    await Promise.all(
      [gateway, service].map((server) => new Promise((resolve) => server.close(resolve))),
    );
  });

  it.each([
    ['GET', '/batches', undefined],
    ['POST', '/batches', JSON.stringify({ batchLinks: [{ link: 'https://example.com/?id=1' }] })],
    ['PATCH', '/batches/42', JSON.stringify({ name: 'Renamed' })],
  ])(
    'sends %s %s, body and all, to the live replica however often the dead one is asked first',
    async (method, path, body) => {
      // Four calls: the replicas take turns, so the dead one is asked first at least once.
      for (let call = 0; call < 4; call++) {
        const response = await fetch(`${origin}${path}`, {
          method,
          body,
          headers: body ? { 'content-type': 'application/json' } : {},
        });
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ method, body: body ?? '' });
      }
    },
  );

  it('does not send again a body it did not keep (chunked, no length): that call answers in words', async () => {
    const chunked = () =>
      fetch(`${origin}/batches`, {
        method: 'POST',
        body: new Blob(['{"batchLinks":[]}']).stream(),
        duplex: 'half',
        headers: { 'content-type': 'application/json' },
      } as RequestInit);
    const answers = [];
    for (let call = 0; call < 2; call++) {
      const response = await chunked();
      answers.push({ status: response.status, body: await response.json() });
    }
    expect(answers).toEqual(
      expect.arrayContaining([
        { status: 200, body: { method: 'POST', body: '{"batchLinks":[]}' } },
        {
          status: 502,
          body: {
            statusCode: 502,
            message: 'The batches service is not answering. Try again in a moment.',
          },
        },
      ]),
    );
  });

  it('serves its own /metrics, without a token, timing the calls it routed by the service’s route template', async () => {
    await fetch(`${origin}/batches/42`, { method: 'PATCH', body: '{}', headers: { 'content-type': 'application/json' } });
    const response = await fetch(`${origin}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain;.*version=0\.0\.4/);
    const page = await response.text();
    // The service was never asked: it would have answered JSON.
    expect(page).toContain('# TYPE tracklight_http_request_duration_seconds histogram');
    expect(page).toMatch(/tracklight_http_request_duration_seconds_count\{method="PATCH",route="\/batches\/\{batchId\}",status="200"\} [1-9]/);
  });
});
