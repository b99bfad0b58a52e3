import { bearerOf } from '../auth/authed-request';
import { freshSession, renewAfterRefusal, type Session } from '../auth/session';

const isUnauthenticated = async (response: Response): Promise<boolean> => {
  const body = (await response.clone().json().catch(() => null)) as { errors?: { extensions?: { code?: string } }[] } | null;
  return body?.errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED') ?? false;
};

/**
 * fetch for Apollo's link. The token header goes only with a session (spec section 6); a request
 * refused as unauthenticated gets one refresh and one retry, as REST calls do.
 */
export const graphqlFetch: typeof fetch = async (input, init = {}) => {
  const send = (session: Session | null) => {
    const headers = new Headers(init.headers);
    if (session) headers.set('authorization', bearerOf(session));
    return fetch(input, { ...init, headers });
  };
  const session = await freshSession();
  const response = await send(session);
  if (!session || !(await isUnauthenticated(response))) return response;
  const renewed = await renewAfterRefusal(session);
  return renewed ? send(renewed) : response;
};
