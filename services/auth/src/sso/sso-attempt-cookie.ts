import type { SsoAttempt } from './sso-client';

export const SSO_COOKIE = 'tracklight_sso';
const TEN_MINUTES_MS = 10 * 60 * 1000;

/** Express's response, as far as the SSO cookie needs it. */
export interface CookieResponse {
  cookie(name: string, value: string, options: Record<string, unknown>): void;
  clearCookie(name: string, options: Record<string, unknown>): void;
}

// Scoped to the SSO calls and HttpOnly: the PKCE verifier reaches our server only, and a code
// stolen from the redirect cannot be redeemed without the browser that asked for it.
export const cookieOptions = (secure: boolean) => ({
  httpOnly: true,
  sameSite: 'lax',
  path: '/auth/sso',
  secure,
});

export const writeAttempt = (
  response: CookieResponse,
  attempt: SsoAttempt,
  secure: boolean,
): void =>
  response.cookie(SSO_COOKIE, Buffer.from(JSON.stringify(attempt)).toString('base64url'), {
    ...cookieOptions(secure),
    maxAge: TEN_MINUTES_MS,
  });

export const readAttempt = (cookieHeader: string | undefined): SsoAttempt | null => {
  const value = cookieHeader
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === SSO_COOKIE)?.[1];
  if (!value) return null;
  try {
    const attempt = JSON.parse(
      Buffer.from(value, 'base64url').toString('utf8'),
    ) as Partial<SsoAttempt>;
    return typeof attempt.state === 'string' &&
      typeof attempt.nonce === 'string' &&
      typeof attempt.codeVerifier === 'string'
      ? (attempt as SsoAttempt)
      : null;
  } catch {
    return null;
  }
};
