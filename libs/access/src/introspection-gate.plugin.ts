import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import { Plugin } from '@nestjs/apollo';
import { BREAK, GraphQLError, visit, type DocumentNode } from 'graphql';
import { AccessTokens } from './access-tokens';
import { bearerToken } from './bearer-token';

/** True when the document reads the schema (`__schema` or `__type`); `__typename` is ordinary. */
export const readsSchema = (document: DocumentNode): boolean => {
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        found = true;
        return BREAK;
      }
      return undefined;
    },
  });
  return found;
};

export const INTROSPECTION_LOGIN_REQUIRED = 'Please log in to read the API schema.';

/**
 * The schema is described to logged-in callers only (issue 18): an anonymous caller learns no
 * operation names to probe. Checked once the document is parsed, before any resolver runs.
 */
@Plugin()
export class IntrospectionGate implements ApolloServerPlugin {
  constructor(private readonly tokens: AccessTokens) {}

  async requestDidStart(): Promise<GraphQLRequestListener<Record<string, unknown>>> {
    const tokens = this.tokens;
    return {
      async didResolveOperation({ request, document }) {
        if (!readsSchema(document)) return;
        const token = bearerToken(request.http?.headers.get('authorization'));
        if (token && tokens.verify(token)) return;
        throw new GraphQLError(INTROSPECTION_LOGIN_REQUIRED, {
          extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
        });
      },
    };
  }
}
