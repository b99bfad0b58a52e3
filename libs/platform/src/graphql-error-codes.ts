import type { GraphQLFormattedError } from 'graphql';

/** HTTP failures a resolver throws that Nest's Apollo driver has no GraphQL code for. */
const CODES: Record<number, string> = {
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
};

/**
 * Postgres's class 22, data exceptions: a value it could not take as its column's type or range
 * (an id that is no uuid 22P02, a date before year 1 or after 294276 22008, a number too big 22003).
 */
const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/;
const MALFORMED_VALUE = 'A value is out of range or not in the form expected (an id, a number or a date).';

function isMalformedValueError(error: unknown): boolean {
  const original = (error as { originalError?: { code?: unknown; driverError?: { code?: unknown } } } | undefined)?.originalError;
  const code = original?.code ?? original?.driverError?.code;
  return typeof code === 'string' && DATA_EXCEPTION.test(code);
}

/**
 * Nest names 400, 401 and 403 in a GraphQL error's code; any other HTTP failure (another
 * company's batch read as absent: 404) would say INTERNAL_SERVER_ERROR, a server fault, when the
 * caller asked for something that is not there for them. The code follows the status instead; a
 * value Postgres could not take (its data exceptions) is the caller's error too (BAD_USER_INPUT,
 * without the database's own words).
 */
export const formatGraphqlError = (formatted: GraphQLFormattedError, error?: unknown): GraphQLFormattedError => {
  if (isMalformedValueError(error)) {
    return { ...formatted, message: MALFORMED_VALUE, extensions: { code: 'BAD_USER_INPUT' } };
  }
  const status = (formatted.extensions?.originalError as { statusCode?: unknown } | undefined)?.statusCode;
  const code = typeof status === 'number' ? CODES[status] : undefined;
  return code ? { ...formatted, extensions: { ...formatted.extensions, code } } : formatted;
};
