import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
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
