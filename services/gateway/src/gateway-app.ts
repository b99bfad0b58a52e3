import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { IntrospectionGate, type AccessTokens } from '@tracklight/access';
import { findAdminUiDist, httpDefenses } from '@tracklight/platform';
import type { ServiceAddress } from './gateway-settings';
import type { ServiceMap } from './service-discovery';
import type { GatewayContext } from './stitched-schema';

/** What a service's readiness says, bounded so one stuck service cannot stall the probe. */
const readiness = async (service: ServiceAddress) => {
  try {
    const response = await fetch(`${service.url}/health/ready`, { signal: AbortSignal.timeout(3_000) });
    return { service: service.name, ready: response.ok };
  } catch {
    return { service: service.name, ready: false };
  }
};

const restProxy = (services: ServiceAddress[], map: ServiceMap) => {
  const proxies = new Map(
    services.map((service) => [
      service.name,
      createProxyMiddleware<Request, Response>({
        target: service.url,
        xfwd: true,
        on: {
          // A service that is down answers as the API does: a JSON error the UI shows in words.
          error: (_error, _req, res) => {
            if ('status' in res && !res.headersSent) {
              res.status(502).json({ statusCode: 502, message: `The ${service.name} service is not answering. Try again in a moment.` });
            }
          },
        },
      }),
    ]),
  );
  return (req: Request, res: Response, next: NextFunction) => {
    const route = map.routes.find(req.method, req.path);
    if (!route) return next();
    return proxies.get(route.service.name)!(req, res, next);
  };
};

/**
 * One origin for the admin UI and the API in distributed mode (decision 0037): the
 * stitched GraphQL at /gql, every documented REST call proxied to its service, the admin UI's
 * files, and the gateway's own probes.
 */
export const createGatewayApp = async (
  services: ServiceAddress[],
  map: ServiceMap,
  tokens: AccessTokens,
): Promise<{ app: Express; stop: () => Promise<void> }> => {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback, uniquelocal');
  app.use(httpDefenses);

  app.get('/health/live', (_req, res) => void res.json({ status: 'ok' }));
  app.get(['/health', '/health/ready'], async (_req, res) => {
    const checks = await Promise.all(services.map(readiness));
    res.status(checks.every((check) => check.ready) ? 200 : 503).json({ status: checks.every((check) => check.ready) ? 'ok' : 'error', services: checks });
  });

  // Introspection for logged-in callers, as on each service: the admin UI's data provider builds
  // itself from the schema.
  const apollo = new ApolloServer<GatewayContext>({
    schema: map.schema,
    introspection: true,
    includeStacktraceInErrorResponses: false,
    plugins: [new IntrospectionGate(tokens)],
  });
  await apollo.start();
  app.use('/gql', express.json({ limit: '2mb' }), expressMiddleware(apollo, { context: async ({ req }) => ({ req }) }));

  app.use(restProxy(services, map));

  const ui = findAdminUiDist();
  if (ui) app.use(express.static(ui));
  app.use((req, res) => void res.status(404).json({ statusCode: 404, message: `Nothing answers ${req.method} ${req.path}.` }));
  return { app, stop: () => apollo.stop() };
};
