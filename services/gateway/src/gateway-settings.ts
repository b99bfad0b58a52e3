import { z } from 'zod';

const url = z.string().url();

/** Where the gateway listens and where each service process answers (distributed mode). */
export const gatewaySettingsSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  AUTH_URL: url,
  BATCHES_URL: url,
  CMS_URL: url,
  REPORTING_URL: url,
  AUDIT_RUNNER_URL: url,
  /** The services' token secret: the gateway checks who may read the schema, and reads the services' own. */
  JWT_SECRET: z.string().min(32),
  /** How long the gateway waits at start for every service to publish its schema and routes. */
  GATEWAY_START_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
});

export type GatewaySettings = z.infer<typeof gatewaySettingsSchema>;

export interface ServiceAddress {
  name: string;
  url: string;
}

export const serviceAddresses = (settings: GatewaySettings): ServiceAddress[] => [
  { name: 'auth', url: settings.AUTH_URL },
  { name: 'batches', url: settings.BATCHES_URL },
  { name: 'cms', url: settings.CMS_URL },
  { name: 'reporting', url: settings.REPORTING_URL },
  { name: 'audit-runner', url: settings.AUDIT_RUNNER_URL },
];

/** The settings from the environment, or a start-up error naming each bad or missing one. */
export const loadGatewaySettings = (env: NodeJS.ProcessEnv = process.env): GatewaySettings => {
  const parsed = gatewaySettingsSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  throw new Error(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
};
