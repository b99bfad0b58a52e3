import type { AuthProvider } from 'react-admin';
import { jsonBody, requestJson } from '../http/request';
import { clearSession, freshSession, readSession, storeSession, type Session } from './session';

interface LoginResponse {
  error: string | null;
  action: 'continue' | 'accountSetupRequired';
  tokens: Session['tokens'] | null;
  user: Session['user'] | { email: string };
}

/** Where the login response's `accountSetupRequired` sends the user (spec section 2). */
const accountSetupPath = (username: string) => `/account-setup?username=${encodeURIComponent(username)}`;

/** Starts a session from a login or account-setup answer; answers where to go next. */
const startSession = (response: LoginResponse, username: string): { redirectTo: string } | undefined => {
  if (response.action === 'accountSetupRequired') return { redirectTo: accountSetupPath(username) };
  storeSession({ tokens: response.tokens!, user: response.user as Session['user'] });
  return undefined;
};

// A rejection with `message: false` redirects to the login page without a flash: being logged out
// is not an error.
const quietly = { message: false };

export const authProvider: AuthProvider = {
  /** A login, or with `newPassword` the first-time account setup, which also starts the session. */
  async login({ username, password, newPassword }: { username: string; password: string; newPassword?: string }) {
    const response = newPassword
      ? await requestJson<LoginResponse>('/auth/setup', jsonBody({ username, password, newPassword }))
      : await requestJson<LoginResponse>('/auth/login', jsonBody({ username, password }));
    return startSession(response, username);
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
