import type { Settings } from '@tracklight/config';
import { startEmbeddedPostgres, type RunningDatabase } from './embedded-postgres';

/** DATABASE_URL when set; otherwise the embedded Postgres, started here and stopped on shutdown. */
export const resolveDatabase = async (settings: Settings, log: (message: string) => void): Promise<RunningDatabase> =>
  settings.DATABASE_URL
    ? { url: settings.DATABASE_URL, stop: async () => undefined }
    : startEmbeddedPostgres(settings.DATA_DIR, settings.EMBEDDED_POSTGRES_PORT, log);
