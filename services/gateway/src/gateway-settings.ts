import { z } from 'zod';
import { Replicas } from '@tracklight/platform';

/** One address, or several replicas of the service separated by commas. */
const urls = z
  .string()
  .transform((value) => value.split(',').map((url) => url.trim()).filter(Boolean))
  .pipe(z.array(z.string().url()).min(1));

/** Where the gateway listens and where each service process answers (distributed mode). */
export const gatewaySettingsSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  AUTH_URL: urls,
  BATCHES_URL: urls,
  CMS_URL: urls,
  REPORTING_URL: urls,
  AUDIT_RUNNER_URL: urls,
  /** The services' token secret: the gateway checks who may read the schema, and reads the services' own. */
  JWT_SECRET: z.string().min(32),
  /** How long the gateway waits at start for every service to publish its schema and routes. */
  GATEWAY_START_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  /** How often the gateway reads the services' schemas and routes again (a service redeployed with new calls). */
  GATEWAY_REFRESH_MS: z.coerce.number().int().positive().default(30_000),
});

export type GatewaySettings = z.infer<typeof gatewaySettingsSchema>;

export interface ServiceAddress {
  name: string;
  replicas: Replicas;
}

export const serviceAddresses = (settings: GatewaySettings): ServiceAddress[] => [
  { name: 'auth', replicas: new Replicas(settings.AUTH_URL) },
  { name: 'batches', replicas: new Replicas(settings.BATCHES_URL) },
  { name: 'cms', replicas: new Replicas(settings.CMS_URL) },
  { name: 'reporting', replicas: new Replicas(settings.REPORTING_URL) },
  { name: 'audit-runner', replicas: new Replicas(settings.AUDIT_RUNNER_URL) },
];

/** The settings from the environment, or a start-up error naming each bad or missing one. */
export const loadGatewaySettings = (env: NodeJS.ProcessEnv = process.env): GatewaySettings => {
  const parsed = gatewaySettingsSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  throw new Error(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
};
