import type { Sandbox } from './types';

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
  AUDIT_TIMEOUT_MS: '12000',
  ...overrides,
});
