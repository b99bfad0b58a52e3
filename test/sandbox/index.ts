// Public surface of the sandbox for other packages' tests. The autoconsent driver lives in
// ./testing/autoconsent-harness (imported separately: it reads the rule bundle from disk).
export { startSandbox, hostResolverRules } from './server';
export { SANDBOX_AUDIT_TIMEOUT_MS, SANDBOX_CMP_WAIT_MS, sandboxAuditEnv } from './audit-env';
export { SCENARIOS, MEMORY_COOKIE, SLOW_PAGE_STALL_MS, scenarioById } from './scenarios';
export { CLICK, TAG, CMP_HOST, SHOP, PUBLISHER, THIRD_PARTY } from './hosts';
export { IDS, links } from './networks';
export { CMPS } from './cmps';
export { PLATFORM_PAGES, PLATFORM_SHOP } from './platform-pages';
export { HOP_COOKIES, HOP_WORLD, LONG_CHAIN_HOPS } from './hop-pages';
export type {
  Sandbox,
  SandboxScenario,
  ExpectedVerdict,
  MemoryCookieStatus,
  NetworkName,
  MemoryCookieLocation,
} from './types';
export { SECOND_OPINION_HOSTS, SANDBOX_PROXY_USERS, APPLE_ASSOCIATION, ANDROID_ASSOCIATION } from './second-opinion-sites';
