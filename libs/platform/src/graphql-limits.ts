import { ApolloArmor } from '@escape.tech/graphql-armor';

/**
 * Depth, alias, token, directive and cost limits on every GraphQL document, checked before any
 * resolver runs (graphql-armor's validation rules, a maintained library rather than counting by
 * hand). The bounds sit well above the admin UI's largest query (the audit report) and far below
 * what a denial-of-service document needs; a refused document answers a GraphQL error naming the
 * limit. Field suggestions ("Did you mean ...?") are left out of errors so the schema is not
 * spelled out to a caller guessing at it.
 */
export const GRAPHQL_LIMITS = {
  maxAliases: { n: 20 },
  maxDepth: { n: 10 },
  maxDirectives: { n: 20 },
  maxTokens: { n: 5_000 },
  costLimit: { maxCost: 20_000 },
  blockFieldSuggestion: { enabled: true },
};

export const graphqlLimits = () => {
  const { plugins, validationRules, allowBatchedHttpRequests } = new ApolloArmor(GRAPHQL_LIMITS).protect();
  return { plugins, validationRules, allowBatchedHttpRequests };
};
