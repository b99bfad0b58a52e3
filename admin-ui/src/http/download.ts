import { bearerOf } from '../auth/authed-request';
import { freshSession } from '../auth/session';

/**
 * Saves a file the API serves only with the session's bearer (a plain link cannot send it); with
 * a `body`, the file answers a POST of it as JSON. A refusal fails with the server's own message
 * when it sent one, else with `failure`.
 */
export const downloadWithSession = async (url: string, name: string, failure: string, body?: unknown): Promise<void> => {
  const authorization = bearerOf(await freshSession());
  const response = await fetch(
    url,
    body === undefined ? { headers: { authorization } } : { method: 'POST', headers: { authorization, 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { errorMessage?: unknown } | null;
    throw new Error(typeof body?.errorMessage === 'string' ? body.errorMessage : failure);
  }
  saveBlob(await response.blob(), name);
};

/** Hands a file the page holds to the browser's download, under `name`. */
export const saveBlob = (blob: Blob, name: string): void => {
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
};
