import type { ApolloServerPlugin, GraphQLServerContext } from '@apollo/server';
import { Plugin } from '@nestjs/apollo';
import { guardRestrictedFields } from './restricted-fields';

/**
 * Enforces the @Restricted / @StaffOnly declarations once, on the schema the server executes, so a
 * resolver cannot forget them: a caller the rule does not admit reads the field as null.
 */
@Plugin()
export class RestrictedFieldsGate implements ApolloServerPlugin {
  async serverWillStart({ schema }: GraphQLServerContext): Promise<void> {
    guardRestrictedFields(schema);
  }
}
