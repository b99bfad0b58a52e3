import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import { AccessTokens } from '@tracklight/access';
import { createGatewayApp } from './gateway-app';
import { LiveServiceMap } from './live-service-map';
import { Replicas } from '@tracklight/platform';
import { RestRouteTable, routesOf } from './rest-routes';
import type { ServiceMap } from './service-discovery';

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

/** A schema whose root fields answer their own names. */
const schemaWith = (...names: string[]) =>
  new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: Object.fromEntries(names.map((name) => [name, { type: GraphQLString, resolve: () => name }])),
    }),
  });

describe('the gateway reading the services again while it runs (real sockets)', () => {
  let service: Server;
  let gateway: Server;
  let origin: string;
  let map: LiveServiceMap;
  let stopGateway: () => Promise<void>;
  /** What the services publish the next time they are read; null: they do not answer. */
  let published: ServiceMap | null;
  const said: string[] = [];

  beforeAll(async () => {
    service = createServer((req, res) => res.end(`${req.method} ${req.url}`));
    const batches = { name: 'batches', replicas: new Replicas([await listen(service)]) };
    const first = { schema: schemaWith('ok'), routes: new RestRouteTable(routesOf(batches, { '/batches': { get: {} } })) };
    published = {
      schema: schemaWith('ok', 'added'),
      routes: new RestRouteTable(routesOf(batches, { '/batches': { get: {} }, '/batches/{batchId}/export': { get: {} } })),
    };
    map = new LiveServiceMap(first, {
      rediscover: async () => {
        if (!published) throw new Error('fetch failed');
        return published;
      },
      everyMs: 3_600_000,
      say: (message) => said.push(message),
    });
    const app = await createGatewayApp([batches], map, new AccessTokens('a-secret-of-the-test-only-0123456789'));
    stopGateway = app.stop;
    gateway = createServer(app.app);
    origin = await listen(gateway);
  });
  afterAll(async () => {
    await stopGateway();
    await Promise.all([gateway, service].map((server) => new Promise((resolve) => server.close(resolve))));
  });

  const query = async (text: string) =>
    (await fetch(`${origin}/gql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: text }) })).json();

  it('serves a query and a REST call a service added, after the next refresh, without a restart', async () => {
    expect((await query('{ added }')).errors?.[0]?.message).toBe('Cannot query field "added" on type "Query".');
    expect((await fetch(`${origin}/batches/7/export`)).status).toBe(404);

    expect(await map.refresh()).toBe(true);
    expect(await query('{ ok added }')).toEqual({ data: { ok: 'ok', added: 'added' } });
    expect(await (await fetch(`${origin}/batches/7/export`)).text()).toBe('GET /batches/7/export');
    expect(said).toContain('the services’ schema changed: the gateway serves the new one');
  });

  it('keeps what it read before when the services do not answer, and says so', async () => {
    published = null;
    expect(await map.refresh()).toBe(false);
    expect(await query('{ added }')).toEqual({ data: { added: 'added' } });
    expect(said.at(-1)).toBe('kept the services’ schema and routes as read before: fetch failed');
  });
});
