import { SOMETHING_WENT_WRONG } from './request';

/** A failure on the server's side, in words (issue 22: never 'Received status code 500'). */
export const SERVER_FAILED = 'The server could not do this just now. Retry in a moment; if it keeps failing, tell Support what you were doing.';
/** No answer at all: the network, or the server is down. */
export const SERVER_UNREACHABLE = 'The server did not answer. Check your connection, then retry.';

export interface ExplainedError {
  /** What the user reads: the server's own words for a refusal, ours for a fault. */
  words: string;
  /** The technical detail behind the toggle (the server's message, the HTTP status); null when the words are all there is. */
  detail: string | null;
  /** The server failed (5xx, INTERNAL_SERVER_ERROR, no answer), as opposed to refusing the request. */
  serverFault: boolean;
}

type GraphQLErrors = { extensions?: { code?: unknown } }[];

interface ErrorShape {
  message?: unknown;
  status?: unknown;
  body?: { detail?: unknown; graphQLErrors?: GraphQLErrors } | null;
  /** An ApolloError straight from the client (screens that query without the data provider). */
  graphQLErrors?: GraphQLErrors;
  networkError?: { statusCode?: unknown } | null;
}

// What fetch and Apollo say when no answer came, or a failed one: words for developers.
const NO_ANSWER = /^(Failed to fetch|NetworkError|Load failed|Network request failed)/i;
const BAD_STATUS = /^Response not successful/;

/**
 * One reading of any failure the screens meet (a react-admin HttpError from the data provider, an
 * ApiError from a REST call, a plain Error): a refusal keeps the server's message verbatim (spec
 * section 8), a fault gets words and keeps the server's message as detail. An error the data
 * provider already explained carries its detail in `body.detail`.
 */
export const explainError = (error: unknown): ExplainedError => {
  const { message, status = (error as ErrorShape | null)?.networkError?.statusCode, body, graphQLErrors = body?.graphQLErrors } = (error ?? {}) as ErrorShape;
  const text = typeof message === 'string' && message ? message : SOMETHING_WENT_WRONG;
  if (typeof body?.detail === 'string') return { words: text, detail: body.detail, serverFault: true };
  const code = typeof status === 'number' ? status : null;
  const internal = graphQLErrors?.some((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR') ?? false;
  if (code === 0 || NO_ANSWER.test(text)) return { words: SERVER_UNREACHABLE, detail: text, serverFault: true };
  if ((code !== null && code >= 500) || internal || BAD_STATUS.test(text)) {
    return { words: SERVER_FAILED, detail: code !== null && code >= 500 ? `HTTP ${code}: ${text}` : text, serverFault: true };
  }
  return { words: text, detail: null, serverFault: false };
};
