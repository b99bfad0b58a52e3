import type { INestApplication, Type } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { z } from 'zod';
import { ACCESS_OPTIONS, type AccessOptions } from './access.guard';
import { API_KEY_HEADER, apiKeyScopeOf } from './api-keys';
import { annotationOf } from './operation.decorator';
import { routeSchemas } from './route-schemas';
import type { OperationTable } from './rules';

type Operation = NonNullable<OpenAPIObject['paths'][string]['get']>;
type Parameter = { name: string; in: string; required?: boolean; schema?: unknown; description?: string };

const FAILURE = {
  type: 'object',
  description: 'Every failure: the message to show, in words (spec section 8)',
  properties: { statusCode: { type: 'integer' }, errorMessage: { type: 'string' }, message: { type: 'string' } },
  required: ['statusCode', 'errorMessage'],
};

const failure = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } } });

const jsonSchemaOf = (schema: z.ZodType): Record<string, unknown> => {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return json;
};

/** A query schema as OpenAPI query parameters, one per property. */
const queryParameters = (schema: z.ZodType): Parameter[] => {
  const json = jsonSchemaOf(schema) as { properties?: Record<string, { description?: string }>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    schema: property,
    description: property.description,
  }));
};

/** `Class_method` (Nest's default operation ids) → the controller class and its method. */
const controllersByOperationId = (app: INestApplication): Map<string, { controller: Type; method: string }> => {
  const found = new Map<string, { controller: Type; method: string }>();
  for (const wrapper of app.get(DiscoveryService).getControllers()) {
    const controller = wrapper.metatype as Type | null;
    if (!controller) continue;
    for (const method of Object.getOwnPropertyNames(controller.prototype)) found.set(`${controller.name}_${method}`, { controller, method });
    // Controllers built by a factory extend a base class: their inherited routes too.
    for (let base = Object.getPrototypeOf(controller.prototype); base && base !== Object.prototype; base = Object.getPrototypeOf(base)) {
      for (const method of Object.getOwnPropertyNames(base)) if (!found.has(`${controller.name}_${method}`)) found.set(`${controller.name}_${method}`, { controller, method });
    }
  }
  return found;
};

/**
 * The REST API as OpenAPI 3: every route the application registers (Nest's explorer finds them),
 * described from what the code already says: the zod schemas its pipes validate with (request),
 * its access rule (who may call, the API-key scope), and the failures every route can answer.
 */
export const openApiDocument = (app: INestApplication, productName: string, registry: OperationTable): OpenAPIObject => {
  const config = new DocumentBuilder()
    .setTitle(`${productName} API`)
    .setDescription(
      'REST calls of the product (spec section 7). Log in with POST /auth/login and send `Authorization: Bearer <accessToken>`, ' +
        `or send an API key in the \`${API_KEY_HEADER}\` header where the operation allows keys. GraphQL is at /gql.`,
    )
    .addBearerAuth()
    .addApiKey({ type: 'apiKey', in: 'header', name: API_KEY_HEADER }, 'apiKey')
    .build();
  const document = SwaggerModule.createDocument(app, config);
  document.components = { ...document.components, schemas: { ...document.components?.schemas, Failure: FAILURE } };
  const handlers = controllersByOperationId(app);
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [verb, operation] of Object.entries(item) as [string, Operation][]) {
      const found = operation.operationId ? handlers.get(operation.operationId) : undefined;
      if (!found) continue;
      const handler = found.controller.prototype[found.method] as (...args: unknown[]) => unknown;
      const annotation = annotationOf(handler, found.controller);
      const schemas = routeSchemas(found.controller, found.method);
      const name = annotation?.kind === 'operation' ? annotation.name : null;
      const scope = name ? apiKeyScopeOf(registry[name]) : null;
      operation.summary ??= `${verb.toUpperCase()} ${path}`;
      operation.description = [
        annotation?.kind === 'public' ? 'Public: no login needed.' : `Operation \`${name}\`: who may call it is decided by its access rule.`,
        scope ? `API keys with the \`${scope}\` scope may call it.` : annotation?.kind === 'operation' ? 'API keys may not call it.' : null,
      ]
        .filter(Boolean)
        .join(' ');
      operation.security = annotation?.kind === 'public' ? [] : [{ bearer: [] }, ...(scope ? [{ apiKey: [] }] : [])];
      if (schemas.body) {
        operation.requestBody = { required: true, content: { 'application/json': { schema: jsonSchemaOf(schemas.body) } } };
      }
      const parameters = [...((operation.parameters ?? []) as Parameter[])];
      if (schemas.query) parameters.push(...queryParameters(schemas.query).filter((p) => !parameters.some((q) => q.name === p.name && q.in === 'query')));
      for (const [param, schema] of Object.entries(schemas.params)) {
        const existing = parameters.find((p) => p.name === param && p.in === 'path');
        if (existing) existing.schema = jsonSchemaOf(schema);
      }
      operation.parameters = parameters as Operation['parameters'];
      operation.responses = {
        ...operation.responses,
        '400': failure('The request is not valid; the message names the field'),
        ...(annotation?.kind === 'public' ? {} : { '401': failure('Not logged in, session expired, or the API key is not valid'), '403': failure('The caller may not do this') }),
        '404': failure('Nothing of that id the caller may see'),
        '429': failure('Too many calls; the Retry-After header says when to try again'),
      };
    }
  }
  return document;
};

/** Serves the document at /api/openapi.json and Swagger UI at /api/docs, from the app's own access registry. */
export const serveOpenApi = (app: INestApplication, productName: string): void => {
  const document = openApiDocument(app, productName, app.get<AccessOptions>(ACCESS_OPTIONS).registry);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/openapi.json', customSiteTitle: `${productName} API` });
};
