import type { Sandbox } from './types';

/**
 * How long one sandbox audit may take. A page that shows no banner and no memory cookie is watched
 * 7 s for a late one (decision 0020), and a busy test machine (two suites at once on 2 cores) may
 * double or triple that; the product's own default is 60 s.
 */
export const SANDBOX_AUDIT_TIMEOUT_MS = 30_000;

/**
 * The settings that point the audit engine at this sandbox (its host names, its private address,
 * its twins of the networks' hosts), for a test app's environment.
 */
export const sandboxAuditEnv = (
  sandbox: Sandbox,
  overrides: Record<string, string> = {},
): Record<string, string> => ({
  AUDIT_HOST_RESOLVER_RULES: sandbox.hostResolverRules,
  AUDIT_ALLOW_PRIVATE_NETWORKS: 'true',
  AUDIT_SANDBOX_TWINS: 'true',
  AUDIT_TIMEOUT_MS: String(SANDBOX_AUDIT_TIMEOUT_MS),
  ...overrides,
});
