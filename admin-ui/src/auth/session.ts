import type { Company, Role, User } from '../generated/schema';
import { ApiError, jsonBody, requestJson } from '../http/request';

/** Spec section 4: the session lives in local storage under one key. */
export const SESSION_KEY = 'tracklight.session';

/** Refresh this long before the access token expires, so no call goes out with a dead token. */
const REFRESH_MARGIN_MS = 60_000;

/**
 * The signed-in user as /auth/login and /auth/refresh answer it: the schema's User, Role and Company
 * (types generated from the server's schema) in part, and the custom cron right, which only the
 * session carries.
 */
export type SessionUser = Pick<User, 'id' | 'name' | 'email' | 'title' | 'isCompanyOwner' | 'grants'> & {
  roles: Pick<Role, 'id' | 'name'>[];
  /** Super admins and the server's custom cron allowlist (spec section 6). */
  canUseCustomCron: boolean;
  company: Pick<Company, 'id' | 'name' | 'queues' | 'isSuperAdmin' | 'moonpullShareEnabled'>;
};

export interface Session {
  tokens: { accessToken: string; refreshToken: string };
  user: SessionUser;
}

export const readSession = (): Session | null => {
  try {
    const stored = JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null') as Session | null;
    return stored?.tokens?.accessToken && stored.user ? stored : null;
  } catch {
    return null;
  }
};

export const storeSession = (session: Session): void => localStorage.setItem(SESSION_KEY, JSON.stringify(session));

export const clearSession = (): void => localStorage.removeItem(SESSION_KEY);

/** When the access token (a JWT) expires, in ms; 0 when it cannot be read, forcing a refresh. */
const expiryOf = (accessToken: string): number => {
  try {
    const payload = JSON.parse(atob(accessToken.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number };
    return (payload.exp ?? 0) * 1000;
  } catch {
    return 0;
  }
};

// Refresh tokens rotate and a reused one revokes the whole session, so concurrent callers must
// share one refresh rather than each sending the same token.
let refreshing: Promise<Session | null> | null = null;

/** Rotates the tokens; a refused refresh ends the session (answers null). */
export const refreshSession = (): Promise<Session | null> => {
  const current = readSession();
  if (!current) return Promise.resolve(null);
  refreshing ??= requestJson<Session>('/auth/refresh', {
    ...jsonBody({ username: current.user.email }),
    headers: { 'content-type': 'application/json', refresh: current.tokens.refreshToken },
  })
    .then((session) => {
      storeSession(session);
      return session;
    })
    .catch((error: unknown) => {
      // Only a refusal ends the session; a network blip keeps it for the next try.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) clearSession();
      return null;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
};

/**
 * The session to send again with after `refused` was refused. A call sent before another's refresh
 * finished comes back refused after it: the stored token has changed meanwhile, so it is retried
 * with that one, not refreshed a second time.
 */
export const renewAfterRefusal = (refused: Session): Promise<Session | null> => {
  const current = readSession();
  return current && current.tokens.accessToken !== refused.tokens.accessToken ? Promise.resolve(current) : refreshSession();
};

/** The session with an access token good for at least another minute, refreshing if needed. */
export const freshSession = async (): Promise<Session | null> => {
  const session = readSession();
  if (!session) return null;
  return expiryOf(session.tokens.accessToken) - Date.now() > REFRESH_MARGIN_MS ? session : refreshSession();
};
