import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const optionalUrl = z.string().url().optional();

/** A setting written as JSON text, parsed before its shape is checked. */
const json = z.string().transform((text, ctx) => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be a JSON object' });
    return z.NEVER;
  }
});

/** A JSON object country code → proxy URL, or → {url, label}; country codes are lower-cased. */
const proxyMap = json
  .pipe(z.record(z.string(), z.union([z.string().url(), z.object({ url: z.string().url(), label: z.string().optional() })])))
  .transform((map) => Object.fromEntries(Object.entries(map).map(([country, proxy]) => [country.toLowerCase(), proxy])));

/** A JSON object data-centre id → the addresses (IPs or CIDR ranges) the audit browser leaves from. */
const egressAddresses = json.pipe(z.record(z.string().min(1), z.array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()])).min(1)));

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
  ADMIN_UI_DIST: z.string().optional().describe('The built admin UI the server serves; unset: admin-ui/dist of this checkout'),
  DATABASE_POOL_SIZE: z.coerce
    .number()
    .int()
    .min(2)
    .max(100)
    .default(10)
    .describe("Connections of each of a process's two Postgres pools (read models, event store); keep processes × 2 × this under the server's max_connections"),
  EMBEDDED_POSTGRES_PORT: z.coerce.number().int().default(54329).describe('Port of the embedded Postgres'),
  REDIS_URL: optionalUrl.describe('Redis for the BullMQ audit queues; unset: an in-process queue'),
  KAFKA_BROKERS: z
    .string()
    .optional()
    .describe('Comma-separated Kafka brokers (use 127.0.0.1, not localhost); unset: in-process events'),
  KAFKA_NAMESPACE: z
    .string()
    .regex(/^[A-Za-z0-9._-]+$/, 'letters, digits, dots, dashes and underscores only')
    .optional()
    .describe('Prefix of the Kafka topic and consumer-group names, so deployments (or test runs) can share one broker; unset: none'),
  KAFKA_TOPIC_PARTITIONS: z.coerce
    .number()
    .int()
    .min(1)
    .default(3)
    .describe('Partitions of each topic the product creates (events keyed by stream, so one batch or audit stays in order); more lets more consumer processes share the work'),
  KAFKA_REPLICATION_FACTOR: z.coerce
    .number()
    .int()
    .min(1)
    .default(1)
    .describe('Copies of each topic the product creates; 3 on a production cluster of three or more brokers'),
  KAFKA_SESSION_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(6000)
    .max(300000)
    .default(10000)
    .describe("How long a consumer group waits for a member that stopped heartbeating (a killed process, one that did not leave, or every member after a broker restart) before it hands the member's partitions on; the broker's group.min.session.timeout.ms bounds it from below"),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace']).default('info').describe('Log level of the JSON logs'),
  PRODUCT_NAME: z.string().min(1).default('Tracklight').describe('Brand shown wherever the spec shows the product name'),
  CHROMIUM_PATH: z.string().default('/usr/bin/chromium').describe('Chromium the audits drive'),
  AUDIT_WORKER: flag
    .default(true)
    .describe('Run audit workers (a browser) in this process; false for API-only processes in distributed mode'),
  AUDIT_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2).describe('Audits one worker process runs at once'),
  AUDIT_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60000).describe('Hard limit for one audit'),
  AUDIT_SWEEP_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(60000)
    .describe('How often audits requested and never finished that the queue has lost (Redis flushed, a lost lock) are queued again; 0: only at start'),
  AUDIT_JOB_LOCK_MS: z.coerce
    .number()
    .int()
    .min(5000)
    .default(30000)
    .describe("How long a worker's hold on a queued audit lasts unrenewed: a worker that died or froze gives its audit to another after this (Redis queue only)"),
  AUDIT_PROXY_URL: optionalUrl.describe('Send every audit through this proxy'),
  AUDIT_COUNTRY_PROXIES: proxyMap
    .optional()
    .describe('JSON: country code to proxy URL (or {url, label}); unconfigured countries use the gb one'),
  AUDIT_RESIDENTIAL_PROXIES: proxyMap
    .optional()
    .describe('JSON: as AUDIT_COUNTRY_PROXIES, for links that ask for a residential proxy'),
  AUDIT_EGRESS_ADDRESSES: egressAddresses
    .optional()
    .describe('JSON: data-centre id to the addresses audits leave from, e-mailed to advertisers asked to whitelist them; unset: requests wait for staff'),
  AUDIT_LITE_AUTO: flag
    .default(true)
    .describe('Run the Lite second opinion on every audit that ends in manual review or is blocked (batches can always ask for it)'),
  LITE_WEB_UNLOCKER_URL: optionalUrl.describe(
    'Web unlocker for the Lite second opinion, as an HTTP proxy URL with its credentials (http://user:pass@host:port); unset: a second local Chromium with another fingerprint',
  ),
  AUDIT_RESIDENTIAL_RETRY: flag
    .default(true)
    .describe('Run a blocked audit (HTTP 403/429 or a challenge page through a data-centre proxy) once more through the country\'s residential proxy'),
  AUDIT_SETTLE_TIMEOUT_MS: z.coerce.number().int().min(100).default(1500).describe('Longest wait for a page to go quiet, per stage'),
  AUDIT_CMP_WAIT_MS: z.coerce.number().int().min(0).max(60000).default(7000).describe('How long a page that shows neither a consent banner nor the memory cookie is watched for a late one'),
  AUDIT_HOST_RESOLVER_RULES: z
    .string()
    .optional()
    .describe("Resolver override of the audits' egress proxy, in Chromium's rule syntax (routes audits to the sandbox in tests; never given to Chromium)"),
  AUDIT_ALLOW_PRIVATE_NETWORKS: flag
    .default(false)
    .describe('Let the egress proxy reach the internal targets named by AUDIT_HOST_RESOLVER_RULES, and only those (sandbox and tests only)'),
  AUDIT_SANDBOX_TWINS: flag
    .default(false)
    .describe("Networks also answer on their sandbox '.test' twin hosts (sandbox and tests only)"),
  AUDIT_RESTART_BROWSER_AFTER: z.coerce.number().int().min(1).default(200).describe('Audits before the browser is restarted'),
  SCREENSHOT_DIR: z.string().optional().describe('Where audit screenshots are stored; default DATA_DIR/screenshots'),
  S3_BUCKET: z
    .string()
    .optional()
    .describe('Shared storage for screenshots, browser traces and uploaded files (S3 or S3-compatible), read by every process; unset: folders under DATA_DIR'),
  S3_ENDPOINT: optionalUrl.describe('Address of an S3-compatible store (MinIO, ...); unset: AWS S3'),
  S3_REGION: z.string().default('us-east-1').describe('Region of the S3 bucket'),
  S3_FORCE_PATH_STYLE: flag.default(false).describe('Address the bucket in the path, not the host name (most S3-compatible stores want this)'),
  S3_ACCESS_KEY_ID: z.string().optional().describe("S3 access key; unset: the AWS SDK's own chain (environment, instance role)"),
  S3_SECRET_ACCESS_KEY: z.string().optional().describe('S3 secret key, with S3_ACCESS_KEY_ID'),
  WEBHOOK_SIGNING_SECRET: z
    .string()
    .min(32)
    .optional()
    .describe("Derives each template's webhook signing secret; set the same value on every API process; unset: one kept in DATA_DIR"),
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: flag
    .default(false)
    .describe('Let verdict-change webhooks reach loopback and private addresses (tests and closed networks only)'),
  AUDIT_TRACE: flag.default(true).describe("Keep each audit's browser trace (HAR, without response bodies) beside its screenshots"),
  AUDIT_TRACE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(10_000)
    .default(5_000_000)
    .describe("Largest browser trace kept per audit; a longer one keeps its first requests and says it was cut"),
  PUBLIC_URL: optionalUrl.describe('Address users reach the product at, used in e-mailed links; default http://HOST:PORT'),
  JWT_SECRET: z
    .string()
    .min(32)
    .optional()
    .describe("Signs access tokens, and the tokens a process shows another's internal route; set the same value on every API process; unset: random per process (sessions survive restarts through their refresh token)"),
  AUTH_INTERNAL_URL: z
    .string()
    .default('http://auth:3000')
    .transform((value) => value.split(',').map((url) => url.trim()).filter(Boolean))
    .pipe(z.array(z.string().url()).min(1))
    .describe("Where the batches process asks auth's own process to reserve and release company quotas (distributed mode), comma-separated when several; the default is auth's name in Compose and Kubernetes; the all-in-one reserves in-process"),
  ADMIN_EMAIL: z.string().email().default('admin@tracklight.local').describe('Super admin created on first start, when no user exists'),
  ADMIN_PASSWORD: z
    .string()
    .min(10)
    .optional()
    .describe("That super admin's password; unset: a generated one, printed once, to be changed at first login"),
  SMTP_URL: optionalUrl.describe('SMTP server for password-reset mail (smtp://user:pass@host:port); unset: the reset link is logged instead'),
  MAIL_FROM: z.string().default('Tracklight <no-reply@tracklight.local>').describe('Sender of the product\'s e-mail'),
  OIDC_ISSUER_URL: optionalUrl.describe('OpenID Connect issuer for single sign-on; unset: SSO is off'),
  OIDC_CLIENT_ID: z.string().optional().describe('Client id registered at the SSO issuer'),
  OIDC_CLIENT_SECRET: z.string().optional().describe('Client secret registered at the SSO issuer'),
  OIDC_REDIRECT_URI: optionalUrl.describe('Where the issuer sends users back with a code; default PUBLIC_URL/ (the UI posts the code to /auth/sso/token)'),
  CUSTOM_CRON_ALLOWLIST: z
    .string()
    .optional()
    .describe('Comma-separated e-mails of accounts, besides super admins, allowed custom cron schedules'),
  SUPPORT_EMAIL: z
    .string()
    .email()
    .optional()
    .describe("Where the Support page's messages are mailed; unset: ADMIN_EMAIL"),
  RATE_LIMIT_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .default(1200)
    .describe('Calls one user (or one address, when logged out) may make per minute on a route without a tighter limit; shared through Redis when REDIS_URL is set'),
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((value) => (value ? value.split(',').map((origin) => origin.trim()).filter(Boolean) : []))
    .pipe(z.array(z.string().url()))
    .describe('Comma-separated origins whose pages may call the API from the browser; unset: none (same origin only)'),
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
    const unset = !parsed.success || parsed.data === undefined || (Array.isArray(parsed.data) && parsed.data.length === 0);
    const fallback = unset ? '(unset)' : `\`${String(parsed.data)}\``;
    return `| \`${name}\` | ${fallback} | ${(schema as z.ZodTypeAny).description ?? ''} |`;
  });
  return ['| Setting | Default | Meaning |', '|---|---|---|', ...rows].join('\n');
};
