import type { IncomingMessage, ServerResponse } from 'node:http';

type Next = (error?: unknown) => void;

const NUL = '\u0000';

/** The path (`batchMeta.name`, `variables.id`) of the first text holding a NUL character, or null. */
export function nulTextAt(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path || '(body)' : null;
  if (!value || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const at = key.includes(NUL) ? `${path}${path ? '.' : ''}(a key)` : nulTextAt(inner, path ? `${path}.${key}` : key);
    if (at) return at;
  }
  return null;
}

/**
 * Postgres cannot store the NUL character in text: a value holding one would fail deep in a
 * query as a server error (found by the malformed-input corpus, issue 18). Refused here instead,
 * for every route and GraphQL operation, with a 400 naming the field (path, query or body).
 */
export const nulTextGuard = (request: IncomingMessage, response: ServerResponse, next: Next): void => {
  const { body, query } = request as IncomingMessage & { body?: unknown; query?: unknown };
  let at = nulTextAt(query, 'query') ?? nulTextAt(body);
  if (!at) {
    try {
      if (decodeURIComponent(request.url ?? '').includes(NUL)) at = 'path';
    } catch {
      // A malformed escape is the router's to answer.
    }
  }
  if (!at) return next();
  const errorMessage = `${at}: text may not contain the NUL character.`;
  response.statusCode = 400;
  response.setHeader('content-type', 'application/json; charset=utf-8');
  response.end(JSON.stringify({ statusCode: 400, errorMessage, message: errorMessage }));
};
