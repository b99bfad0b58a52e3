/** How long the server may take to answer before it counts as down. */
const ANSWER_WITHIN_MS = 10_000;

/**
 * Spec section 7: GET on the base root, the server-down check. `no-store` keeps the HTTP cache out
 * of it, and the service worker keeps its copy of the page for page loads only (vite.config.ts),
 * so the answer comes from the server itself.
 */
export const serverIsUp = async (): Promise<boolean> => {
  try {
    const response = await fetch('/', { cache: 'no-store', signal: AbortSignal.timeout(ANSWER_WITHIN_MS) });
    return response.ok;
  } catch {
    return false;
  }
};
