// Turns the schema's restricted fields (declared with @StaffOnly / @Restricted, libs/access) into
// queries that ask for one restricted field alone, below every root Query field whose answer
// leads to the field's type: `auditOne(id: ...) { batchLink { puppeteerFlags } }`. A field
// declared restricted tomorrow is asked for without anyone writing a call for it.
import { getNamedType, isNonNullType, isObjectType, type GraphQLObjectType, type GraphQLSchema } from 'graphql';
import { restrictedFields, RESTRICTED_TO, type RestrictedField } from '@tracklight/access';
import { graphqlOperation, selection, type IdPicker } from './generated-calls';

/** Objects this many fields below a root's answer are reached (Query.auditMany -> items -> batchLink). */
const MAX_HOPS = 3;

export interface RestrictedFieldCall {
  restricted: RestrictedField;
  /** `Audit.moonpullComment via Query.auditOne.items` */
  label: string;
  /** Field names from the root field down to the object holding the restricted field. */
  path: string[];
  body: { query: string; variables: Record<string, unknown> };
}

interface Route {
  type: GraphQLObjectType;
  path: string[];
}

/** The shortest way from the root field's answer to each object type below it (no field on the way takes a required argument). */
function routesBelow(type: GraphQLObjectType, rootField: string): Map<string, string[]> {
  const routes = new Map<string, string[]>([[type.name, [rootField]]]);
  let frontier: Route[] = [{ type, path: [rootField] }];
  for (let hop = 0; hop < MAX_HOPS && frontier.length; hop++) {
    const next: Route[] = [];
    for (const route of frontier) {
      for (const field of Object.values(route.type.getFields())) {
        const inner = getNamedType(field.type);
        if (!isObjectType(inner) || routes.has(inner.name) || field.extensions?.[RESTRICTED_TO]) continue;
        if (field.args.some((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined)) continue;
        routes.set(inner.name, [...route.path, field.name]);
        next.push({ type: inner, path: [...route.path, field.name] });
      }
    }
    frontier = next;
  }
  return routes;
}

/** `{ __typename a { __typename b { __typename field } } }` for the path below the root field (`field` with its own selection). */
const selectionAlong = (below: string[], field: string): string =>
  below.length === 0 ? `{ __typename ${field} }` : `{ __typename ${below[0]} ${selectionAlong(below.slice(1), field)} }`;

/** The restricted field as selected: an object-valued one with its scalars, so a leak shows. */
function fieldSelected(schema: GraphQLSchema, { type, field }: RestrictedField): string {
  const declared = (schema.getType(type) as GraphQLObjectType).getFields()[field];
  return `${field} ${selection(declared.type, 2)}`;
}

/** One query per restricted field and per root Query field whose answer leads to the field's type. */
export function restrictedFieldCalls(schema: GraphQLSchema, ids: IdPicker): RestrictedFieldCall[] {
  const restricted = restrictedFields(schema);
  const calls: RestrictedFieldCall[] = [];
  for (const root of Object.values(schema.getQueryType()?.getFields() ?? {})) {
    const answer = getNamedType(root.type);
    if (!isObjectType(answer)) continue;
    const routes = routesBelow(answer, root.name);
    for (const field of restricted) {
      const path = routes.get(field.type);
      if (!path) continue;
      calls.push({
        restricted: field,
        label: `${field.type}.${field.field} via Query.${path.join('.')}`,
        path,
        body: graphqlOperation('Query', root, ids, selectionAlong(path.slice(1), fieldSelected(schema, field))),
      });
    }
  }
  return calls;
}

/** The objects at `path` in a query's data (lists flattened): the parents of the restricted field. */
export function parentsAt(data: unknown, path: string[]): Record<string, unknown>[] {
  let level: unknown[] = [data];
  for (const name of path) {
    level = level
      .flatMap((value) => (value && typeof value === 'object' ? [(value as Record<string, unknown>)[name]] : []))
      .flatMap((value) => (Array.isArray(value) ? value : [value]))
      .filter((value) => value !== null && value !== undefined);
  }
  return level as Record<string, unknown>[];
}
