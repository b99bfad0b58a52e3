import { hashToken } from '../sessions/secret-tokens';
import type { UserState } from '../users/user.state';

/** A reset link works once, for an hour, and only the latest one sent. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export const INVALID_RESET_LINK =
  'This password reset link is invalid or has expired. Please ask for a new one.';

export const resetTokenValid = (
  user: UserState | null,
  token: string,
  now = new Date(),
): user is UserState =>
  user !== null &&
  user.isEnabled &&
  user.resetToken !== null &&
  user.resetToken.hash === hashToken(token) &&
  new Date(user.resetToken.expiresAt) > now;
