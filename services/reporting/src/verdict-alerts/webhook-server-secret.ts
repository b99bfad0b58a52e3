import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Settings } from '@tracklight/config';

/**
 * The secret the templates' webhook secrets derive from: WEBHOOK_SIGNING_SECRET, else one made on
 * first use and kept in DATA_DIR, so receivers' secrets survive restarts of the embedded default.
 */
export const webhookServerSecret = (settings: Settings): string => {
  if (settings.WEBHOOK_SIGNING_SECRET) return settings.WEBHOOK_SIGNING_SECRET;
  const file = join(settings.DATA_DIR, 'webhook-signing.secret');
  if (!existsSync(file)) {
    try {
      writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process made it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return readFileSync(file, 'utf8').trim();
};
