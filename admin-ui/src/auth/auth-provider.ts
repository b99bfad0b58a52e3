import type { AuthProvider } from 'react-admin';
import { jsonBody, requestJson } from '../http/request';
import { markPsaDue } from '../platform-content/psa-due';
import { clearSession, freshSession, readSession, storeSession, type Session } from './session';

interface LoginResponse {
  error: string | null;
  action: 'continue' | 'accountSetupRequired';
  tokens: Session['tokens'] | null;
  user: Session['user'] | { email: string };
}

/** Where the login response's `accountSetupRequired` sends the user (spec section 2). */
const accountSetupPath = (username: string) => `/account-setup?username=${encodeURIComponent(username)}`;

/** Starts a session from a login, account-setup or SSO answer; answers where to go next. */
const startSession = (response: LoginResponse, username: string): { redirectTo: string } | undefined => {
  if (response.action === 'accountSetupRequired') return { redirectTo: accountSetupPath(username) };
  storeSession({ tokens: response.tokens!, user: response.user as Session['user'] });
  markPsaDue();
  return undefined;
};

type LoginParams = { username: string; password: string; newPassword?: string } | { ssoCode: string };

/** The auth call each way of logging in makes (spec section 7). */
const loginCall = (params: LoginParams): Promise<LoginResponse> => {
  if ('ssoCode' in params) return requestJson('/auth/sso/token', jsonBody({ code: params.ssoCode }));
  const { username, password, newPassword } = params;
  return newPassword
    ? requestJson('/auth/setup', jsonBody({ username, password, newPassword }))
    : requestJson('/auth/login', jsonBody({ username, password }));
};

// A rejection with `message: false` redirects to the login page without a flash: being logged out
// is not an error.
const quietly = { message: false };

export const authProvider: AuthProvider = {
  /**
   * A login; with `newPassword` the first-time account setup, which also starts the session; with
   * `ssoCode` the code the SSO issuer sent back (the server always answers `continue` for it).
   */
  async login(params: LoginParams) {
    return startSession(await loginCall(params), 'username' in params ? params.username : '');
  },
  async logout() {
    const session = readSession();
    clearSession();
    if (session) {
      await fetch('/auth/logout', { headers: { refresh: session.tokens.refreshToken } }).catch(() => undefined);
    }
  },
  async checkAuth() {
    if (!(await freshSession())) throw quietly;
  },
  async checkError(error: { status?: number }) {
    // The data provider has already tried a refresh; a 401 now means the session is over.
    if (error?.status === 401) {
      clearSession();
      throw quietly;
    }
  },
  async getIdentity() {
    const session = readSession();
    if (!session) throw quietly;
    return { id: session.user.id, fullName: session.user.name };
  },
  async getPermissions() {
    return readSession()?.user ?? null;
  },
};
