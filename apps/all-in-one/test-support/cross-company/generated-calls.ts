// Turns the product's own description of its endpoints into calls that name another company's
// objects: REST routes from the OpenAPI document (their zod schemas as JSON Schema), GraphQL root
// fields from the executable schema. Every value that names an object (a field or argument called
// id, ...Id or ...Ids) gets the other company's id of that kind; other required values get a
// plain valid-looking sample, so most calls reach the handler's object-level check, not validation.
import { randomUUID } from 'node:crypto';
import type { OpenAPIObject } from '@nestjs/swagger';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isUnionType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';

/** The other company's id for a value named `name` (a field or argument), seen in `context`. */
export type IdPicker = (name: string, context: string) => string;

export interface GeneratedCall {
  /** `GET /batches/:id` or `Query.batchById`, as listEndpoints names it. */
  label: string;
  kind: 'rest' | 'graphql';
  method: string;
  path: string;
  query?: Record<string, unknown>;
  body?: unknown;
}

const ID_NAME = /(^id$|^ids$|Id$|Ids$)/;

/**
 * The body of a write route whose handler reads its body itself (no schema in the document): the
 * text fields such handlers take, so the call reaches the object check rather than a 400.
 */
const UNDECLARED_BODY = { comment: 'x', name: 'x' };

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number | boolean;
  minItems?: number;
  nullable?: boolean;
};

function sampleString(schema: JsonSchema, name: string, context: string, ids: IdPicker): string {
  if (ID_NAME.test(name)) return ids(name, context);
  switch (schema.format) {
    case 'uuid':
      return randomUUID();
    case 'email':
      return 'someone@alpha.example';
    case 'uri':
    case 'url':
      return 'https://alpha.example/';
    case 'date-time':
      return new Date().toISOString();
    case 'date':
      return new Date().toISOString().slice(0, 10);
  }
  return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}

/** A value the schema accepts, with the other company's ids wherever a name says "id". */
export function sampleJson(schema: JsonSchema, name: string, context: string, ids: IdPicker): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (variant) return sampleJson(variant, name, context, ids);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || ID_NAME.test(key)) value[key] = sampleJson(property, key, context, ids);
      }
      return value;
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sampleJson(schema.items ?? {}, name.replace(/s$/, ''), context, ids));
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : 1;
    case 'boolean':
      return false;
    case 'string':
      return sampleString(schema, name, context, ids);
  }
  return ID_NAME.test(name) ? ids(name, context) : 'x';
}

type OpenApiParameter = { name: string; in: string; required?: boolean; schema?: JsonSchema };

/** One call per REST operation of the document. */
export function restCalls(document: OpenAPIObject, ids: IdPicker): GeneratedCall[] {
  const calls: GeneratedCall[] = [];
  for (const [template, item] of Object.entries(document.paths)) {
    for (const [verb, operation] of Object.entries(item as Record<string, { parameters?: OpenApiParameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>)) {
      const parameters = operation.parameters ?? [];
      const path = template.replace(/\{([^}]+)\}/g, (_match, param: string) => {
        const schema = parameters.find((p) => p.in === 'path' && p.name === param)?.schema ?? {};
        const value = ID_NAME.test(param) ? ids(param, template) : sampleJson(schema, param, template, ids);
        return encodeURIComponent(String(value));
      });
      const query: Record<string, unknown> = {};
      for (const parameter of parameters.filter((p) => p.in === 'query')) {
        if (parameter.required || ID_NAME.test(parameter.name)) query[parameter.name] = sampleJson(parameter.schema ?? {}, parameter.name, template, ids);
      }
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      calls.push({
        label: `${verb.toUpperCase()} ${template.replace(/\{([^}]+)\}/g, ':$1')}`,
        kind: 'rest',
        method: verb.toUpperCase(),
        path,
        query,
        body: bodySchema ? sampleJson(bodySchema, '', template, ids) : verb === 'get' || verb === 'delete' ? undefined : UNDECLARED_BODY,
      });
    }
  }
  return calls;
}

function graphqlValue(type: GraphQLInputType, name: string, context: string, ids: IdPicker): unknown {
  if (isNonNullType(type)) return graphqlValue(type.ofType as GraphQLInputType, name, context, ids);
  if (isListType(type)) return [graphqlValue(type.ofType as GraphQLInputType, name.replace(/s$/, ''), context, ids)];
  if (isEnumType(type)) return type.getValues()[0]?.name;
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      const required = isNonNullType(field.type) && field.defaultValue === undefined;
      if (required || ID_NAME.test(field.name)) value[field.name] = graphqlValue(field.type, field.name, context, ids);
    }
    return value;
  }
  if (ID_NAME.test(name) || type.name === 'ID') return ids(name, context);
  switch (type.name) {
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return false;
    case 'DateTime':
    case 'DateTimeISO':
      return new Date().toISOString();
    case 'JSON':
    case 'JSONObject':
      return {};
  }
  return 'x';
}

/** Scalar fields of the type and, a level or two down, of the objects it holds (no-argument fields only). */
export function selection(type: GraphQLOutputType, depth: number): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (isUnionType(named) || isInterfaceType(named) || depth === 0) return '{ __typename }';
  if (!isObjectType(named)) return '';
  const parts = ['__typename'];
  for (const field of Object.values(named.getFields())) {
    if (field.args.some((arg) => isNonNullType(arg.type))) continue;
    const inner = getNamedType(field.type);
    if (isLeafType(inner)) parts.push(field.name);
    else if (depth > 1) parts.push(`${field.name} ${selection(field.type, depth - 1)}`);
  }
  return `{ ${parts.join(' ')} }`;
}

/**
 * The operation text calling `field` and the variables it declares (required, id-like and
 * input-object arguments); by default it selects the answer's scalars a few levels down.
 */
export function graphqlOperation(
  root: 'Query' | 'Mutation',
  field: GraphQLField<unknown, unknown>,
  ids: IdPicker,
  selected = selection(field.type, 3),
): { query: string; variables: Record<string, unknown> } {
  const variables: Record<string, unknown> = {};
  const declarations: string[] = [];
  const args: string[] = [];
  for (const arg of field.args) {
    const required = isNonNullType(arg.type) && arg.defaultValue === undefined;
    if (!required && !ID_NAME.test(arg.name) && !isInputObjectType(getNamedType(arg.type))) continue;
    variables[arg.name] = graphqlValue(arg.type, arg.name, field.name, ids);
    declarations.push(`$${arg.name}: ${String(arg.type)}`);
    args.push(`${arg.name}: $${arg.name}`);
  }
  const operation = root === 'Query' ? 'query' : 'mutation';
  const query = `${operation} ${declarations.length ? `(${declarations.join(', ')})` : ''} { ${field.name}${args.length ? `(${args.join(', ')})` : ''} ${selected} }`;
  return { query, variables };
}

function graphqlCall(root: 'Query' | 'Mutation', field: GraphQLField<unknown, unknown>, ids: IdPicker): GeneratedCall {
  return { label: `${root}.${field.name}`, kind: 'graphql', method: 'POST', path: '/gql', body: graphqlOperation(root, field, ids) };
}

/** One call per root Query and Mutation field of the schema. */
export function graphqlCalls(schema: GraphQLSchema, ids: IdPicker): GeneratedCall[] {
  const calls: GeneratedCall[] = [];
  for (const [root, type] of [['Query', schema.getQueryType()], ['Mutation', schema.getMutationType()]] as const) {
    for (const field of Object.values(type?.getFields() ?? {})) calls.push(graphqlCall(root, field, ids));
  }
  return calls;
}
