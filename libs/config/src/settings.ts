import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const optionalUrl = z.string().url().optional();

/**
 * Every setting the product reads, with its default and meaning. The README's settings table is
 * generated from this schema (`npm run settings:table`) and a test keeps the two in step.
 */
export const SETTINGS_SCHEMA = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000).describe('HTTP port of the API and the admin UI'),
  HOST: z.string().default('127.0.0.1').describe('Address the HTTP server listens on'),
  DATABASE_URL: optionalUrl.describe(
    'Postgres for the event store and read models; unset: an embedded Postgres with its data under DATA_DIR',
  ),
  DATA_DIR: z.string().default('.data').describe('Where the embedded Postgres, screenshots and other local state live'),
  EMBEDDED_POSTGRES_PORT: z.coerce.number().int().default(54329).describe('Port of the embedded Postgres'),
  REDIS_URL: optionalUrl.describe('Redis for the BullMQ audit queues; unset: an in-process queue'),
  KAFKA_BROKERS: z
    .string()
    .optional()
    .describe('Comma-separated Kafka brokers (use 127.0.0.1, not localhost); unset: in-process events'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace']).default('info').describe('Log level of the JSON logs'),
  PRODUCT_NAME: z.string().min(1).default('Tracklight').describe('Brand shown wherever the spec shows the product name'),
  CHROMIUM_PATH: z.string().default('/usr/bin/chromium').describe('Chromium the audits drive'),
  AUDIT_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2).describe('Audits one worker process runs at once'),
  AUDIT_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60000).describe('Hard limit for one audit'),
  AUDIT_PROXY_URL: optionalUrl.describe('Send every audit through this proxy'),
  AUDIT_HOST_RESOLVER_RULES: z
    .string()
    .optional()
    .describe("Passed to Chromium as --host-resolver-rules (routes audits to the sandbox in tests)"),
  AUDIT_ALLOW_PRIVATE_NETWORKS: flag
    .default(false)
    .describe('Allow audits of loopback, private and link-local addresses (sandbox and tests only)'),
  AUDIT_SANDBOX_TWINS: flag
    .default(false)
    .describe("Networks also answer on their sandbox '.test' twin hosts (sandbox and tests only)"),
  AUDIT_RESTART_BROWSER_AFTER: z.coerce.number().int().min(1).default(200).describe('Audits before the browser is restarted'),
  SCREENSHOT_DIR: z.string().optional().describe('Where audit screenshots are stored; default DATA_DIR/screenshots'),
});

export type Settings = z.infer<typeof SETTINGS_SCHEMA>;

export class InvalidSettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'InvalidSettingsError';
  }
}

/** Reads the settings from the environment; empty strings count as unset. */
export const loadSettings = (env: NodeJS.ProcessEnv = process.env): Settings => {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = SETTINGS_SCHEMA.safeParse(present);
  if (!parsed.success) {
    throw new InvalidSettingsError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  return parsed.data;
};

/** The README table: name, default, meaning. */
export const settingsTable = (): string => {
  const rows = Object.entries(SETTINGS_SCHEMA.shape).map(([name, schema]) => {
    const parsed = (schema as z.ZodTypeAny).safeParse(undefined);
    const fallback = parsed.success && parsed.data !== undefined ? `\`${String(parsed.data)}\`` : '(unset)';
    return `| \`${name}\` | ${fallback} | ${(schema as z.ZodTypeAny).description ?? ''} |`;
  });
  return ['| Setting | Default | Meaning |', '|---|---|---|', ...rows].join('\n');
};
