import type { GraphQLFormattedError } from 'graphql';

/** HTTP failures a resolver throws that Nest's Apollo driver has no GraphQL code for. */
const CODES: Record<number, string> = {
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
};

/**
 * Nest names 400, 401 and 403 in a GraphQL error's code; any other HTTP failure (another
 * company's batch read as absent: 404) would say INTERNAL_SERVER_ERROR, a server fault, when the
 * caller asked for something that is not there for them. The code follows the status instead.
 */
export const formatGraphqlError = (formatted: GraphQLFormattedError): GraphQLFormattedError => {
  const status = (formatted.extensions?.originalError as { statusCode?: unknown } | undefined)?.statusCode;
  const code = typeof status === 'number' ? CODES[status] : undefined;
  return code ? { ...formatted, extensions: { ...formatted.extensions, code } } : formatted;
};
