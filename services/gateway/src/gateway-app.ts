import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { IntrospectionGate, type AccessTokens } from '@tracklight/access';
import { graphqlLatency, ProductMetrics, routeTemplateOf, timeHttpRequests } from '@tracklight/metrics';
import { findAdminUiDist, httpDefenses, neverConnected } from '@tracklight/platform';
import type { ServiceAddress } from './gateway-settings';
import type { LiveServiceMap } from './live-service-map';
import type { ServiceMap } from './service-discovery';
import type { GatewayContext } from './stitched-schema';

/** A service is ready when one of its replicas is; each probe bounded so one stuck replica cannot stall it. */
const readiness = async (service: ServiceAddress) => {
  const replicaReady = async (url: string) => {
    try {
      return (await fetch(`${url}/health/ready`, { signal: AbortSignal.timeout(3_000) })).ok;
    } catch {
      return false;
    }
  };
  const ready = await Promise.all(service.replicas.urls.map(replicaReady));
  return { service: service.name, ready: ready.some(Boolean), replicasReady: `${ready.filter(Boolean).length} of ${ready.length}` };
};

/** Calls without a body: the gateway may send them to another replica after a refused connection. */
const BODYLESS = new Set(['GET', 'HEAD']);

/**
 * A JSON body of known, modest size (as much as /gql takes) is read here first, so a call a replica
 * refused can go to the next with its body. Larger, compressed or chunked bodies (uploads) stream
 * through untouched and get no second try.
 */
const KEPT_BODY_BYTES = 2 * 1024 * 1024;
const readJsonBody = express.raw({ type: ['application/json', 'application/*+json'], limit: KEPT_BODY_BYTES });
const keepsBody = (req: Request) =>
  !BODYLESS.has(req.method) &&
  Number(req.headers['content-length'] ?? Infinity) <= KEPT_BODY_BYTES &&
  (req.headers['content-encoding'] ?? 'identity') === 'identity';
const replayable = (req: Request) => BODYLESS.has(req.method) || Buffer.isBuffer(req.body);

const restProxy = (services: ServiceAddress[], map: ServiceMap) => {
  // The replicas each request has been sent to, in order (the last is the one being asked).
  const tried = new WeakMap<Request, string[]>();
  const proxies = new Map(
    services.map((service) => {
      const proxy = createProxyMiddleware<Request, Response>({
        target: service.replicas.urls[0],
        router: (req) => {
          const asked = tried.get(req) ?? [];
          const next = service.replicas.inTurn().find((url) => !asked.includes(url)) ?? service.replicas.urls[0];
          tried.set(req, [...asked, next]);
          return next;
        },
        xfwd: true,
        on: {
          // The body read here (keepsBody) is sent on each try; the request stream is spent.
          proxyReq: (proxyReq, req) => {
            if (!Buffer.isBuffer(req.body)) return;
            proxyReq.setHeader('Content-Length', req.body.length);
            proxyReq.write(req.body);
          },
          proxyRes: (_proxyRes, req) => service.replicas.answered(tried.get(req)!.at(-1)!),
          // A refused connection carried nothing: the call goes to the next replica if it can be sent
          // again. Otherwise a service that is down answers as the API does: a JSON error the UI
          // shows in words.
          error: (error, req, res) => {
            const asked = tried.get(req as Request) ?? [];
            if (neverConnected(error)) service.replicas.refused(asked.at(-1)!);
            const another = asked.length < service.replicas.urls.length;
            if (neverConnected(error) && another && replayable(req as Request) && 'status' in res && !res.headersSent) {
              void proxy(req as Request, res as Response, () => undefined);
              return;
            }
            if ('status' in res && !res.headersSent) {
              res.status(502).json({ statusCode: 502, message: `The ${service.name} service is not answering. Try again in a moment.` });
            }
          },
        },
      });
      return [service.name, proxy] as const;
    }),
  );
  return (req: Request, res: Response, next: NextFunction) => {
    const route = map.routes.find(req.method, req.path);
    if (!route) return next();
    const proxy = proxies.get(route.service.name)!;
    if (!keepsBody(req)) return proxy(req, res, next);
    return readJsonBody(req, res, (error?: unknown) => (error ? next(error) : proxy(req, res, next)));
  };
};

/**
 * One origin for the admin UI and the API in distributed mode (decision 0037): the
 * stitched GraphQL at /gql, every documented REST call proxied to its service, the admin UI's
 * files, and the gateway's own probes and metrics.
 */
export const createGatewayApp = async (
  services: ServiceAddress[],
  map: LiveServiceMap,
  tokens: AccessTokens,
): Promise<{ app: Express; stop: () => Promise<void> }> => {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback, uniquelocal');
  // The gateway's own registry (decision 0062); a REST call it routes on is timed by the service's route template.
  const metrics = new ProductMetrics();
  app.use(timeHttpRequests(metrics, (req) => map.routes.find(req.method, req.path)?.template ?? routeTemplateOf(req)));
  app.use(httpDefenses);

  app.get('/health/live', (_req, res) => void res.json({ status: 'ok' }));
  app.get(['/health', '/health/ready'], async (_req, res) => {
    const checks = await Promise.all(services.map(readiness));
    res.status(checks.every((check) => check.ready) ? 200 : 503).json({ status: checks.every((check) => check.ready) ? 'ok' : 'error', services: checks });
  });
  app.get('/metrics', async (_req, res) => {
    const { contentType, body } = await metrics.scrape();
    res.set('Content-Type', contentType).send(body);
  });

  // Introspection for logged-in callers, as on each service: the admin UI's data provider builds
  // itself from the schema.
  const apollo = new ApolloServer<GatewayContext>({
    gateway: map,
    introspection: true,
    includeStacktraceInErrorResponses: false,
    plugins: [new IntrospectionGate(tokens), graphqlLatency(metrics)],
  });
  await apollo.start();
  app.use('/gql', express.json({ limit: '2mb' }), expressMiddleware(apollo, { context: async ({ req }) => ({ req }) }));

  app.use(restProxy(services, map));

  const ui = findAdminUiDist();
  if (ui) app.use(express.static(ui));
  app.use((req, res) => void res.status(404).json({ statusCode: 404, message: `Nothing answers ${req.method} ${req.path}.` }));
  return { app, stop: () => apollo.stop() };
};
