import { ApiError, requestJson } from '../http/request';
import { freshSession, renewAfterRefusal, type Session } from './session';

/** Spec section 6: calls carry the bearer token, or the word 'None' when logged out. */
export const bearerOf = (session: Session | null): string => `Bearer ${session?.tokens.accessToken ?? 'None'}`;

/**
 * A REST call as the logged-in user. A 401 (say, the server restarted with a new signing key)
 * gets one refresh and one retry before it reaches the caller.
 */
export const authedRequest = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
  const send = (session: Session | null) =>
    requestJson<T>(path, { ...init, headers: { ...(init.headers as Record<string, string>), authorization: bearerOf(session) } });
  const session = await freshSession();
  try {
    return await send(session);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401 || !session) throw error;
    const renewed = await renewAfterRefusal(session);
    if (!renewed) throw error;
    return send(renewed);
  }
};
