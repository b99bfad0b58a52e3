import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, type ModuleRef } from '@nestjs/core';
import { RESOLVER_NAME_METADATA, RESOLVER_TYPE_METADATA } from '@nestjs/graphql';
import { annotationOf, type Annotation } from './operation.decorator';

const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'ALL', 'OPTIONS', 'HEAD', 'SEARCH'];
const ROOT_TYPES = ['Query', 'Mutation', 'Subscription'];

export interface Endpoint {
  /** `GET /accounts/users` or `Query.userMany`. */
  label: string;
  /** `UsersController.list`: how `publicEndpoints` names an endpoint it cannot decorate. */
  key: string;
  annotation: Annotation;
}

type Handler = (...args: unknown[]) => unknown;

const joinPath = (...parts: unknown[]): string =>
  `/${parts
    .flatMap((part) => (Array.isArray(part) ? part[0] : part))
    .filter((part) => typeof part === 'string' && part !== '' && part !== '/')
    .map((part) => String(part).replace(/^\/|\/$/g, ''))
    .join('/')}`;

/** Every REST route and root GraphQL field the application serves, with its access annotation. */
export const listEndpoints = (app: Pick<ModuleRef, 'get'>): Endpoint[] => {
  const discovery = app.get(DiscoveryService, { strict: false });
  const scanner = new MetadataScanner();
  const endpoints: Endpoint[] = [];
  const visit = (
    instance: object,
    metatype: Handler,
    describe: (handler: Handler) => string | null,
  ) => {
    const prototype = Object.getPrototypeOf(instance) as Record<string, Handler>;
    for (const method of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[method];
      const label = describe(handler);
      if (label)
        endpoints.push({
          label,
          key: `${metatype.name}.${method}`,
          annotation: annotationOf(handler, metatype),
        });
    }
  };
  for (const wrapper of discovery.getControllers()) {
    if (!wrapper.instance || !wrapper.metatype) continue;
    const base: unknown = Reflect.getMetadata(PATH_METADATA, wrapper.metatype);
    visit(wrapper.instance, wrapper.metatype as Handler, (handler) => {
      const method: unknown = Reflect.getMetadata(METHOD_METADATA, handler);
      if (method === undefined) return null;
      return `${HTTP_METHODS[method as number] ?? String(method)} ${joinPath(base, Reflect.getMetadata(PATH_METADATA, handler))}`;
    });
  }
  for (const wrapper of discovery.getProviders()) {
    if (!wrapper.instance || !wrapper.metatype || typeof wrapper.instance !== 'object') continue;
    visit(wrapper.instance, wrapper.metatype as Handler, (handler) => {
      const type: unknown = Reflect.getMetadata(RESOLVER_TYPE_METADATA, handler);
      if (typeof type !== 'string' || !ROOT_TYPES.includes(type)) return null;
      return `${type}.${(Reflect.getMetadata(RESOLVER_NAME_METADATA, handler) as string | undefined) ?? handler.name}`;
    });
  }
  return endpoints;
};
