import type { ServiceAddress } from './gateway-settings';

/** One REST operation a service documents in its OpenAPI document. */
export interface RestRoute {
  method: string;
  /** The OpenAPI path template, e.g. `/batches/{batchId}/audits/{auditId}`. */
  template: string;
  service: ServiceAddress;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);
const isParameter = (segment: string) => segment.startsWith('{') && segment.endsWith('}');
const literalCount = (template: string) => segmentsOf(template).filter((segment) => !isParameter(segment)).length;

const matches = (template: string, path: string): boolean => {
  const wanted = segmentsOf(template);
  const given = segmentsOf(path);
  return wanted.length === given.length && wanted.every((segment, index) => isParameter(segment) || segment === given[index]);
};

const HTTP_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** The routes of one service's OpenAPI document (its `paths` object). */
export const routesOf = (service: ServiceAddress, paths: Record<string, Record<string, unknown>>): RestRoute[] =>
  Object.entries(paths).flatMap(([template, operations]) =>
    Object.keys(operations)
      .filter((method) => HTTP_METHODS.has(method))
      .map((method) => ({ method: method.toUpperCase(), template, service })),
  );

/**
 * Finds the service answering a REST call: the documented route with the same method and shape,
 * a literal segment beating a parameter (`/cms/networks/comments` before `/cms/networks/{id}`).
 * HEAD is answered by the GET route.
 */
export class RestRouteTable {
  private readonly routes: RestRoute[];

  constructor(routes: RestRoute[]) {
    // Health, metrics and API documentation belong to each process; the gateway answers its own.
    this.routes = routes
      .filter((route) => !['/health', '/metrics', '/api/'].some((own) => route.template.startsWith(own)))
      .sort((a, b) => literalCount(b.template) - literalCount(a.template));
    this.refuseAmbiguity();
  }

  find(method: string, path: string): RestRoute | undefined {
    const wanted = method === 'HEAD' ? 'GET' : method;
    return this.routes.find((route) => route.method === wanted && matches(route.template, path));
  }

  /** Two services documenting the same call is a deployment error: say so at start, not per request. */
  private refuseAmbiguity(): void {
    const seen = new Map<string, RestRoute>();
    for (const route of this.routes) {
      const key = `${route.method} ${segmentsOf(route.template).map((segment) => (isParameter(segment) ? '{}' : segment)).join('/')}`;
      const earlier = seen.get(key);
      if (earlier && earlier.service.name !== route.service.name) {
        throw new Error(`${route.method} ${route.template} is served by both ${earlier.service.name} and ${route.service.name}`);
      }
      seen.set(key, route);
    }
  }
}
