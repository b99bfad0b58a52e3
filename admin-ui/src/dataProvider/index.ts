import { HttpError, type DataProvider } from 'react-admin';
import buildGraphQLProvider from 'ra-data-graphql';
import { explainError } from '../http/error-words';
import { apolloClient } from './apollo-client';
import type { LoadQueries, ResourceQueries } from './resource-queries';

/**
 * ra-data-graphql reports GraphQL errors with status 200; the server marks an expired or missing
 * session as UNAUTHENTICATED, which react-admin must see as a 401 to end the session. A server
 * fault (HTTP 5xx, a resolver's crash, no answer) gets words instead of Apollo's 'Response not
 * successful: Received status code 500', with the server's message kept as the detail the error
 * screens show behind a toggle (http/error-words.ts).
 */
const withStatus = (error: unknown): never => {
  const graphQLErrors = (error as { body?: { graphQLErrors?: { extensions?: { code?: string } }[] } })?.body?.graphQLErrors;
  if (error instanceof HttpError && graphQLErrors?.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) {
    throw new HttpError(error.message, 401, error.body);
  }
  const { words, detail, serverFault } = explainError(error);
  if (serverFault)
    throw new HttpError(words, (error as { status?: number })?.status ?? 0, {
      detail,
      graphQLErrors,
    });
  throw error;
};

/**
 * The data provider over the operations each resource names (the screens' `queries`, src/screens.ts),
 * each resource's loaded before its first call goes out.
 */
export const buildDataProvider = (loaders: Record<string, LoadQueries>): DataProvider => {
  const loaded: Record<string, ResourceQueries> = {};
  const load = async (resource: unknown) => {
    const loader = typeof resource === 'string' ? loaders[resource] : undefined;
    if (loader && !loaded[resource as string]) loaded[resource as string] = await loader();
  };
  const buildQuery = (fetchType: string, resource: string, params: unknown) => {
    const build = loaded[resource]?.[fetchType];
    if (!build) throw new Error(`No GraphQL operation for ${fetchType} on ${resource}`);
    return build(params);
  };
  // The server's operations do not follow ra-data-graphql's naming conventions, so each resource
  // names its own (resource-queries.ts) and introspection would only cost a round trip.
  const graphqlProvider = buildGraphQLProvider({ client: apolloClient, introspection: false, buildQuery: () => buildQuery });
  return Object.fromEntries(
    Object.entries(graphqlProvider).map(([name, value]) => [
      name,
      typeof value === 'function'
        ? (resource: unknown, ...rest: unknown[]) =>
            load(resource)
              .then(() => value(resource, ...rest))
              .catch(withStatus)
        : value,
    ]),
  ) as DataProvider;
};
