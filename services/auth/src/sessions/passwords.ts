import { hash, verify } from '@node-rs/argon2';
import { badRequest } from '@tracklight/access';

export const MIN_PASSWORD_LENGTH = 10;

/** argon2id with the library's defaults (its default algorithm is argon2id). */
export const hashPassword = (password: string): Promise<string> => hash(password);

// A hash of a password nobody has: checking against it when the user is unknown makes a wrong
// e-mail take as long as a wrong password, so timing does not tell which accounts exist.
const UNKNOWN_USER_HASH = hash('no account has this password');

export const passwordMatches = async (
  passwordHash: string | null,
  password: string,
): Promise<boolean> =>
  verify(passwordHash ?? (await UNKNOWN_USER_HASH), password).then(
    (ok) => ok && passwordHash !== null,
  );

export const assertAcceptablePassword = (password: string): void => {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw badRequest(`The new password must be at least ${MIN_PASSWORD_LENGTH} characters long.`);
  }
};
