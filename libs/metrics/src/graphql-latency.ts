import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { Kind, type OperationDefinitionNode } from 'graphql';
import type { ProductMetrics } from './product-metrics';

const ROOT_TYPES = { query: 'Query', mutation: 'Mutation', subscription: 'Subscription' } as const;

/**
 * An operation's label: its root type and first field (`Query.userMany`), the names the access
 * table uses. Not the operation's own name, which the caller writes as it likes: every new name
 * would be a new series, for anyone calling a public field. A document that did not validate has
 * no operation (`unresolved`).
 */
export const operationLabelOf = (operation: OperationDefinitionNode | undefined): string => {
  if (!operation) return 'unresolved';
  const type = ROOT_TYPES[operation.operation];
  const field = operation.selectionSet.selections.find((selection) => selection.kind === Kind.FIELD);
  return field ? `${type}.${field.name.value}` : type;
};

/** Times each GraphQL request from its arrival at Apollo to its answer. */
export const graphqlLatency = <Context extends BaseContext>(metrics: ProductMetrics): ApolloServerPlugin<Context> => ({
  async requestDidStart() {
    const stop = metrics.graphqlDuration.startTimer();
    return {
      async willSendResponse({ operation, errors }) {
        stop({ operation: operationLabelOf(operation ?? undefined), outcome: errors?.length ? 'error' : 'ok' });
      },
    };
  },
});
