import type { NextFunction, Request, Response } from 'express';
import type { ProductMetrics } from './product-metrics';

/**
 * The route a request matched, as its template (`/batches/:batchId`), never its path: a path
 * makes a series per id. A mounted handler (Apollo at /gql) matches no route of its own, so its
 * mount point names it; static files and 404s share one label.
 */
export const routeTemplateOf = (req: Request): string => {
  const template: unknown = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof template === 'string') return template;
  return req.baseUrl || 'unmatched';
};

/** Times every request from its arrival to its last byte; the route is read then, once routing has matched it. */
export const timeHttpRequests =
  (metrics: ProductMetrics, routeOf: (req: Request) => string = routeTemplateOf) =>
  (req: Request, res: Response, next: NextFunction): void => {
    const stop = metrics.httpDuration.startTimer();
    res.once('finish', () => stop({ method: req.method, route: routeOf(req), status: String(res.statusCode) }));
    next();
  };
