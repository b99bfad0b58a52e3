import { ApolloClient, HttpLink, InMemoryCache, type DocumentNode } from '@apollo/client';
import { graphqlFetch } from './graphql-fetch';

/** Spec section 7: one GraphQL endpoint on the API's own origin, no caching. */
export const apolloClient = new ApolloClient({
  link: new HttpLink({ uri: '/gql', fetch: graphqlFetch }),
  cache: new InMemoryCache(),
  defaultOptions: {
    query: { fetchPolicy: 'no-cache' },
    watchQuery: { fetchPolicy: 'no-cache' },
    mutate: { fetchPolicy: 'no-cache' },
  },
});

/**
 * Runs one of the spec's mutations and answers its data. Apollo rejects with the server's GraphQL
 * error message, which the caller flashes verbatim (spec section 8).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const mutate = async (mutation: DocumentNode, variables: Record<string, unknown>): Promise<any> =>
  (await apolloClient.mutate({ mutation, variables })).data;
