import { createHash, randomBytes } from 'node:crypto';

/**
 * Refresh and reset tokens: `<userId>.<random>`. The user id finds the stream to check the
 * token against without any lookup table; the random part is what makes it a secret. Only the
 * SHA-256 hash is stored: the token is 256 random bits, so a slow hash adds nothing.
 */
export const newSecretToken = (userId: string): string =>
  `${userId}.${randomBytes(32).toString('base64url')}`;

export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user a token names, or null when it is not one of ours. */
export const userIdOfToken = (token: string): string | null => {
  const userId = token.split('.')[0];
  return UUID.test(userId) && token.length > userId.length + 1 ? userId : null;
};
