import type { Sandbox } from './types';

/**
 * How long one sandbox audit may take: the product's own default (AUDIT_TIMEOUT_MS, 60 s). A page
 * that shows no banner and no memory cookie is watched SANDBOX_CMP_WAIT_MS for a late one (decision
 * 0020), and a slow CI machine at a load of 20 (two suites at once on 2 cores) ran quiet audits past
 * the 30 s this used to be. Only the slow-page scenario (90 s) waits it out.
 */
export const SANDBOX_AUDIT_TIMEOUT_MS = 60_000;

/**
 * How long a sandbox page with neither a banner nor the memory cookie is watched (AUDIT_CMP_WAIT_MS)
 * in the suites that audit no late-banner page: every sandbox banner but that one shows within a
 * second of load, and quiet pages, the common case in the tests, end 2.5 s sooner than with the
 * product's 7 s. A suite that audits the late banner (5 s after load: late-loading.ts) keeps 7 s.
 */
export const SANDBOX_CMP_WAIT_MS = 4_500;

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
  AUDIT_CMP_WAIT_MS: String(SANDBOX_CMP_WAIT_MS),
  ...overrides,
});
