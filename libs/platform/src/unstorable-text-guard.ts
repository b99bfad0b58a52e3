import type { IncomingMessage, ServerResponse } from 'node:http';

type Next = (error?: unknown) => void;

const NUL = '\u0000';
/** In a `u` regex a surrogate pair is one code point, so this matches only a half of one. */
const LONE_SURROGATE = /\p{Cs}/u;

/** Why Postgres could not store this text, or null when it can. */
function unstorable(text: string): string | null {
  if (text.includes(NUL)) return 'text may not contain the NUL character.';
  if (LONE_SURROGATE.test(text)) return 'text must be valid Unicode (it holds half of a surrogate pair).';
  return null;
}

/** The first text (or key) Postgres could not store, as its path (`batchMeta.name`, `variables.id`) and why. */
export function unstorableTextAt(value: unknown, path = ''): { at: string; why: string } | null {
  if (typeof value === 'string') {
    const why = unstorable(value);
    return why ? { at: path || '(body)', why } : null;
  }
  if (!value || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const keyWhy = unstorable(key);
    const found = keyWhy
      ? { at: `${path}${path ? '.' : ''}(a key)`, why: keyWhy }
      : unstorableTextAt(inner, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return null;
}

/**
 * Postgres cannot store the NUL character in text, nor half of a UTF-16 surrogate pair (jsonb and
 * UTF-8 text refuse both): such a value would fail deep in a query as a server error (found by the
 * malformed-input corpus, issue 18). Refused here instead, for every route and GraphQL operation,
 * with a 400 naming the field (path, query or body).
 */
export const unstorableTextGuard = (request: IncomingMessage, response: ServerResponse, next: Next): void => {
  // Mounted middleware sees `url` relative to its mount point ('/'); `originalUrl` is the whole path.
  const { body, query, originalUrl } = request as IncomingMessage & { body?: unknown; query?: unknown; originalUrl?: string };
  let found = unstorableTextAt(query, 'query') ?? unstorableTextAt(body);
  if (!found) {
    try {
      const why = unstorable(decodeURIComponent(originalUrl ?? request.url ?? ''));
      if (why) found = { at: 'path', why };
    } catch {
      // A malformed escape is the router's to answer.
    }
  }
  if (!found) return next();
  const errorMessage = `${found.at}: ${found.why}`;
  response.statusCode = 400;
  response.setHeader('content-type', 'application/json; charset=utf-8');
  response.end(JSON.stringify({ statusCode: 400, errorMessage, message: errorMessage }));
};
