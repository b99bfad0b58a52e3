import { join } from 'node:path';
import { screenshotDirectory, type Settings } from '@tracklight/config';
import type { AuditBrowserSettings } from '../browser';

export { screenshotDirectory };

/** Where browser traces (HAR) live: beside the screenshots, so the same retention keeps both. */
export const traceDirectory = (settings: Settings): string => join(screenshotDirectory(settings), 'traces');

/** The browser reads nothing from the environment; its settings come from the validated ones. */
export const browserSettingsFrom = (settings: Settings): Partial<AuditBrowserSettings> => ({
  chromiumPath: settings.CHROMIUM_PATH,
  proxyUrl: settings.AUDIT_PROXY_URL ?? null,
  countryProxies: settings.AUDIT_COUNTRY_PROXIES ?? {},
  residentialProxies: settings.AUDIT_RESIDENTIAL_PROXIES ?? {},
  hostResolverRules: settings.AUDIT_HOST_RESOLVER_RULES ?? null,
  allowPrivateNetworks: settings.AUDIT_ALLOW_PRIVATE_NETWORKS,
  screenshotDir: screenshotDirectory(settings),
  traceDir: settings.AUDIT_TRACE ? traceDirectory(settings) : null,
  traceMaxBytes: settings.AUDIT_TRACE_MAX_BYTES,
  auditTimeoutMs: settings.AUDIT_TIMEOUT_MS,
  settleTimeoutMs: settings.AUDIT_SETTLE_TIMEOUT_MS,
  cmpWaitMs: settings.AUDIT_CMP_WAIT_MS,
  restartAfterAudits: settings.AUDIT_RESTART_BROWSER_AFTER,
});
