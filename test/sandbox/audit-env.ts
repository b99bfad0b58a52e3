import { LATE_BANNER_MS } from './late-loading';
import type { Sandbox } from './types';

/**
 * How long one sandbox audit may take. A page that shows no banner and no memory cookie is watched
 * SANDBOX_CMP_WAIT_MS for a late one (decision 0020), and a busy test machine (two suites at once on
 * 2 cores) may double or triple a whole audit; the product's own default is 60 s.
 */
export const SANDBOX_AUDIT_TIMEOUT_MS = 30_000;

/**
 * How long a sandbox page with neither a banner nor the memory cookie is watched (AUDIT_CMP_WAIT_MS;
 * the product waits 7 s for real sites). The sandbox's late banner comes LATE_BANNER_MS after load,
 * so this keeps a 2 s margin for it while every quiet page, the common case in the tests, ends sooner.
 */
export const SANDBOX_CMP_WAIT_MS = LATE_BANNER_MS + 2_000;

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
