import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * DATA_DIR (the embedded Postgres, screenshots, other local state) is created when missing, so a
 * first start needs no preparation; when it cannot be, the start stops with a message saying
 * which folder and why, not a stack trace from deep inside the database start.
 */
export const ensureDataDir = (dataDir: string): string => {
  const path = resolve(dataDir);
  try {
    mkdirSync(path, { recursive: true });
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new Error(`DATA_DIR ${path} does not exist and cannot be created (${reason}); set DATA_DIR to a folder this user may write.`);
  }
  return path;
};
