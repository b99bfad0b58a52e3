import { Extensions } from '@nestjs/graphql';
import { defaultFieldResolver, isNonNullType, isObjectType, type GraphQLObjectType, type GraphQLSchema } from 'graphql';
import type { AuthenticatedUser, FeatureGrant } from './authenticated-user';
import { hasGrant } from './permissions';
import type { RequestWithUser } from './request-user';

/**
 * Who may read a field of an object the caller may otherwise see: the provider's staff (super
 * admins), or the holders of a feature grant (super admins hold every grant).
 */
export type FieldRestriction = { staffOnly: true } | { grant: FeatureGrant };

/** The key under which a restricted field carries its rule in the schema's field extensions. */
export const RESTRICTED_TO = 'restrictedTo';

/**
 * Declares a field restricted. This declaration is the only source: the schema carries it (so the
 * cross-company suite finds every restricted field), and RestrictedFieldsGate answers null to
 * every other caller, whatever the resolver returned. The field must be nullable.
 */
export const Restricted = (restriction: FieldRestriction) => Extensions({ [RESTRICTED_TO]: restriction });

/** A field only the provider's staff read. */
export const StaffOnly = () => Restricted({ staffOnly: true });

export const mayReadField = (user: AuthenticatedUser | undefined, restriction: FieldRestriction): boolean =>
  !!user && ('grant' in restriction ? hasGrant(user, restriction.grant) : user.isSuperAdmin);

export interface RestrictedField {
  type: string;
  field: string;
  restriction: FieldRestriction;
}

/** Every restricted field of the schema, as `Type.field` with its rule. */
export function restrictedFields(schema: GraphQLSchema): RestrictedField[] {
  return Object.values(schema.getTypeMap())
    .filter(isObjectType)
    .flatMap((type) =>
      Object.values(type.getFields()).flatMap((field) => {
        const restriction = field.extensions?.[RESTRICTED_TO] as FieldRestriction | undefined;
        return restriction ? [{ type: type.name, field: field.name, restriction }] : [];
      }),
    );
}

/**
 * Makes every restricted field of the schema answer null to a caller its rule does not admit.
 * Refuses a non-null restricted field: it could only answer the refusal as an error that blanks
 * its whole parent, which would hide what the caller may see.
 */
export function guardRestrictedFields(schema: GraphQLSchema): void {
  for (const { type, field: name, restriction } of restrictedFields(schema)) {
    const field = (schema.getType(type) as GraphQLObjectType).getFields()[name];
    if (isNonNullType(field.type)) throw new Error(`${type}.${name} is restricted, so it must be nullable (it answers null to other callers).`);
    const resolve = field.resolve ?? defaultFieldResolver;
    field.resolve = (source, args, context, info) =>
      mayReadField((context as { req?: RequestWithUser } | undefined)?.req?.user, restriction) ? resolve(source, args, context, info) : null;
  }
}
