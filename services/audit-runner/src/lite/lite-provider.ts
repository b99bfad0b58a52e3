import { randomUUID } from 'node:crypto';
import type { LiteSource } from '@tracklight/contracts';
import type { AuditBrowserSettings } from '../browser';

/** One Lite run's browser settings and the id it is known by. */
export interface LiteRunSetup {
  source: LiteSource;
  requestId: string;
  settings: Partial<AuditBrowserSettings>;
}

/**
 * The web unlocker's proxy URL with the run's session in the user name (`user-session-<id>`), the
 * convention of proxy-style unlockers for naming one request so it can be looked up there.
 */
function unlockerProxyFor(unlockerUrl: string, requestId: string): string {
  const url = new URL(unlockerUrl);
  url.username = `${decodeURIComponent(url.username)}-session-${requestId}`;
  return url.toString();
}

/**
 * How the Lite run differs from the classic one. Always: a browser of its own (a fresh profile),
 * Chromium's own user agent and window (no masking). With a web unlocker configured, every
 * request goes through it; without one, through the same country proxy the classic run used.
 */
export function liteRunSetup(classic: AuditBrowserSettings, unlockerUrl: string | null): LiteRunSetup {
  const requestId = randomUUID();
  const common: Partial<AuditBrowserSettings> = {
    ...classic,
    maskUserAgent: false,
    traceDir: null,
    restartAfterAudits: 1,
  };
  if (!unlockerUrl) return { source: 'LOCAL_PROCESSING', requestId, settings: common };
  return {
    source: 'WEB_UNLOCKER',
    requestId,
    settings: { ...common, proxyUrl: unlockerProxyFor(unlockerUrl, requestId), countryProxies: {}, residentialProxies: {} },
  };
}
