import { randomBytes, timingSafeEqual } from 'node:crypto';
import { hashToken } from '../sessions/secret-tokens';

const PREFIX = 'tl_';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A key id (the key's public identifier) is a UUID. */
export const isKeyId = (value: string): boolean => UUID.test(value);

/**
 * `tl_<keyId>.<secret>`: the key id is the key's public identifier (the embed script carries it
 * alone) and finds its stream without a lookup table; the 256 random bits after it are the secret.
 */
export const newApiKeySecret = (keyId: string): { key: string; secretHash: string } => {
  const key = `${PREFIX}${keyId}.${randomBytes(32).toString('base64url')}`;
  return { key, secretHash: hashToken(key) };
};

/** The key id a presented key names, or null when it is not shaped like one of ours. */
export const keyIdOf = (key: string): string | null => {
  if (!key.startsWith(PREFIX)) return null;
  const [keyId, secret] = key.slice(PREFIX.length).split('.');
  return isKeyId(keyId ?? '') && (secret?.length ?? 0) >= 32 ? keyId : null;
};

/** Compares in constant time, so the answer's timing says nothing about how close a guess was. */
export const secretMatches = (key: string, secretHash: string): boolean => {
  const presented = Buffer.from(hashToken(key), 'hex');
  const stored = Buffer.from(secretHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
};
