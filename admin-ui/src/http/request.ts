/** Spec section 8: the flash for a failure that carries no message of its own. */
export const SOMETHING_WENT_WRONG = 'Something went wrong';

/** A failed call; `message` is what the user is shown, verbatim. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const messageOf = (body: unknown): string | null => {
  if (!body || typeof body !== 'object') return null;
  const { errorMessage, error } = body as { errorMessage?: unknown; error?: unknown };
  if (typeof errorMessage === 'string' && errorMessage) return errorMessage;
  return typeof error === 'string' && error ? error : null;
};

/**
 * fetch with the spec's error rules: a failed response, or a JSON body carrying errorMessage or
 * error, fails with that text; a failure with no JSON, or no answer at all, with 'Something went wrong'.
 */
export const requestJson = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch {
    throw new ApiError(SOMETHING_WENT_WRONG, 0);
  }
  const body: unknown = await response.json().catch(() => undefined);
  const message = messageOf(body);
  if (!response.ok || message) throw new ApiError(message ?? SOMETHING_WENT_WRONG, response.status);
  return body as T;
};

export const jsonBody = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
