import type { GraphQLSchema } from 'graphql';
import type { AccessTokens } from '@tracklight/access';
import type { ServiceAddress } from './gateway-settings';
import { RestRouteTable, routesOf } from './rest-routes';
import { stitchServices } from './stitched-schema';

export interface ServiceMap {
  schema: GraphQLSchema;
  routes: RestRouteTable;
}

const openApiPaths = async (service: ServiceAddress) => {
  const response = await service.replicas.fetch('/api/openapi.json', { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`${service.name} answered ${response.status} for its OpenAPI document`);
  const document = (await response.json()) as { paths: Record<string, Record<string, unknown>> };
  return routesOf(service, document.paths);
};

/** Every service's schema and routes, read once (a refused replica passes to the next). */
export const discover = async (services: ServiceAddress[], tokens: AccessTokens): Promise<ServiceMap> => {
  const [schema, routes] = await Promise.all([stitchServices(services, tokens), Promise.all(services.map(openApiPaths))]);
  return { schema, routes: new RestRouteTable(routes.flat()) };
};

/**
 * Every service's GraphQL schema and REST routes, read from the services themselves (their
 * schemas and OpenAPI documents), so the gateway holds no list of calls to keep in step. Services
 * start in any order: this retries until all answer or `timeoutMs` has passed.
 */
export const discoverServices = async (
  services: ServiceAddress[],
  tokens: AccessTokens,
  timeoutMs: number,
  say: (message: string) => void,
): Promise<ServiceMap> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await discover(services, tokens);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (Date.now() > deadline) throw new Error(`services not reachable after ${timeoutMs} ms: ${reason}`);
      say(`waiting for the services: ${reason}`);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
};
