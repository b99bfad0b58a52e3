// Maps what Chromium and Playwright say when a navigation fails to the evidence's failure kinds.
import type { AuditFailure } from '@tracklight/contracts';
import type { EgressFailure } from './egress-proxy';

const CONNECTION_ERRORS = [
  'ERR_CONNECTION_REFUSED',
  'ERR_CONNECTION_RESET',
  'ERR_CONNECTION_CLOSED',
  'ERR_CONNECTION_FAILED',
  'ERR_CONNECTION_TIMED_OUT',
  'ERR_ADDRESS_UNREACHABLE',
  'ERR_ADDRESS_INVALID',
  'ERR_EMPTY_RESPONSE',
  'ERR_INTERNET_DISCONNECTED',
  'ERR_NETWORK_CHANGED',
  'ERR_PROXY_CONNECTION_FAILED',
  'ERR_TUNNEL_CONNECTION_FAILED',
  'ERR_SOCKS_CONNECTION_FAILED',
  'ERR_TIMED_OUT',
  'ERR_SSL_',
  'ERR_CERT_',
  'ERR_HTTP2_',
  'ERR_QUIC_',
  'ERR_INVALID_RESPONSE',
  'ERR_INVALID_HTTP_RESPONSE',
  'ERR_UNSAFE_PORT',
  'ERR_ABORTED',
];

/** The net::ERR_* code in an error text, if any. */
export function netErrorCode(text: string): string | null {
  return /(?:net::)?(ERR_[A-Z0-9_]+)/.exec(text)?.[1] ?? null;
}

export function classifyNavigationError(error: unknown, url: string): AuditFailure {
  const text = error instanceof Error ? error.message : String(error);
  const code = netErrorCode(text);
  if (code === 'ERR_NAME_NOT_RESOLVED' || code === 'ERR_NAME_RESOLUTION_FAILED') {
    return { kind: 'dns', message: `The host of ${url} could not be resolved (${code}).` };
  }
  if (code === 'ERR_TOO_MANY_REDIRECTS') {
    return { kind: 'redirect-loop', message: `Too many redirects following ${url}.` };
  }
  if (code === 'ERR_BLOCKED_BY_CLIENT') {
    return {
      kind: 'blocked-address',
      message: `Navigation to ${url} was refused: private or local address.`,
    };
  }
  if (code && CONNECTION_ERRORS.some((prefix) => code.startsWith(prefix))) {
    return { kind: 'connection', message: `Could not load ${url} (${code}).` };
  }
  if (
    /Timeout .*exceeded|TimeoutError/i.test(text) ||
    (error instanceof Error && error.name === 'TimeoutError')
  ) {
    return { kind: 'timeout', message: `Timed out loading ${url}.` };
  }
  if (
    /Target crashed|Page crashed|has been closed|Browser closed|browser has disconnected/i.test(
      text,
    )
  ) {
    return { kind: 'browser-crash', message: `The browser stopped while loading ${url}.` };
  }
  return { kind: 'connection', message: `Could not load ${url}: ${firstLine(text)}` };
}

function firstLine(text: string): string {
  return text.split('\n')[0].slice(0, 300);
}

export function isNavigationInterrupted(error: unknown): boolean {
  const text = error instanceof Error ? error.message : String(error);
  return /interrupted by another navigation|frame was detached|Navigation .* is interrupted/i.test(
    text,
  );
}

/**
 * The audit's failure when the egress proxy refused (or could not reach) the host of `url`; null
 * when it did not. Chromium only sees a dropped connection, the proxy knows why.
 */
export function egressFailure(
  egress: { failureFor(host: string): EgressFailure | null },
  url: string,
): AuditFailure | null {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return null;
  }
  const failure = egress.failureFor(host);
  if (!failure) return null;
  if (failure.kind === 'blocked-address') {
    return {
      kind: 'blocked-address',
      message: `Refused to load ${url}: ${host} is a ${failure.detail}.`,
    };
  }
  if (failure.kind === 'dns') {
    return { kind: 'dns', message: `The host of ${url} could not be resolved.` };
  }
  return { kind: 'connection', message: `Could not load ${url} (${failure.detail}).` };
}
