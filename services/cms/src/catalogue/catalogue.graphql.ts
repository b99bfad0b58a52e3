import type { Type } from '@nestjs/common';
import { Field, type ReturnTypeFunc, GraphQLISODateTime, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { typeNameOf, type CatalogueSpec, type FieldSpec } from '@tracklight/cms-catalogue';

// GraphQL types built from a catalogue spec, so a field added to a kind (libs/cms-catalogue) is
// in the schema without a second edit. Declared with explicit types: there is no TypeScript class
// to reflect on.

const scalarOf = (field: FieldSpec): ReturnTypeFunc => {
  switch (field.kind) {
    case 'boolean':
      return () => Boolean;
    case 'integer':
      return () => Int;
    case 'textList':
      return () => [String];
    case 'reference':
      return () => ID;
    default:
      // Text, markdown, choices, and date-times as ISO 8601 text.
      return () => String;
  }
};

const named = (name: string): Type => {
  const type = class {};
  Object.defineProperty(type, 'name', { value: name });
  return type;
};

const describe = (field: FieldSpec) =>
  [field.label, field.kind === 'choice' ? `one of ${field.choices.map((c) => c.id).join(', ')}` : null, field.help ?? null]
    .filter(Boolean)
    .join('; ');

export interface CatalogueGraphqlTypes {
  item: Type;
  page: Type;
  input: Type;
  filter: Type;
}

const built = new WeakMap<CatalogueSpec, CatalogueGraphqlTypes>();

/** The kind's types, built once: a kind's own resolvers (e.g. whitelistingRequestCreate) answer the same type. */
export function catalogueGraphqlTypes(spec: CatalogueSpec): CatalogueGraphqlTypes {
  let types = built.get(spec);
  if (!types) built.set(spec, (types = buildTypes(spec)));
  return types;
}

function buildTypes(spec: CatalogueSpec): CatalogueGraphqlTypes {
  const typeName = typeNameOf(spec);

  const item = named(typeName);
  ObjectType(typeName, { description: `${spec.label} (CMS)` })(item);
  Field(() => ID)(item.prototype, 'id');
  for (const [name, field] of Object.entries(spec.fields)) {
    Field(scalarOf(field), { nullable: true, description: describe(field) })(item.prototype, name);
  }
  Field(() => GraphQLISODateTime)(item.prototype, 'createdAt');
  Field(() => GraphQLISODateTime)(item.prototype, 'updatedAt');
  Field(() => GraphQLISODateTime, { nullable: true })(item.prototype, 'deletedAt');
  Field(() => Int, { description: 'Version of the item (its stream version); its history lines up with it' })(item.prototype, 'version');

  const page = named(`${typeName}Page`);
  ObjectType(`${typeName}Page`)(page);
  Field(() => Int)(page.prototype, 'count');
  Field(() => [item])(page.prototype, 'items');

  // Every field optional: a create's required fields are checked by the record schema, so the
  // message names the field in words rather than GraphQL's.
  const input = named(`${typeName}Input`);
  InputType(`${typeName}Input`)(input);
  if (spec.customId) Field(() => ID, { nullable: true, description: spec.customId.label })(input.prototype, 'id');
  for (const [name, field] of Object.entries(spec.fields)) {
    Field(scalarOf(field), { nullable: true, description: describe(field) })(input.prototype, name);
  }

  const filter = named(`${typeName}Filter`);
  InputType(`${typeName}Filter`)(filter);
  Field(() => String, { nullable: true, description: `Text anywhere in ${spec.searchFields.join(', ')}` })(filter.prototype, 'q');
  Field(() => Boolean, { nullable: true, description: 'Deleted items too' })(filter.prototype, 'showDeleted');
  Field(() => [ID], { nullable: true })(filter.prototype, 'ids');
  for (const [name, field] of Object.entries(spec.fields)) {
    if (!field.filter) continue;
    // A date-time filters by whether it is set (e.g. open issues: not resolved yet).
    if (field.kind === 'dateTime') Field(() => Boolean, { nullable: true, description: `${field.label} is set` })(filter.prototype, name);
    else Field(scalarOf(field), { nullable: true, description: field.label })(filter.prototype, name);
  }

  return { item, page, input, filter };
}
