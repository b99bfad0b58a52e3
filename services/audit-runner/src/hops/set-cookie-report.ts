// What a Set-Cookie line on a redirect hop does in Chromium: the attributes real trackers get
// wrong (SameSite=None without Secure, Partitioned/CHIPS, an expiry in the past, a Domain wider
// than the host or not covering it) decide whether the click's cookie exists at all.
import type { SetCookieReport } from '@tracklight/contracts';
import { getDomain } from 'tldts';

function attributesOf(line: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const part of line.split(';').slice(1)) {
    const eq = part.indexOf('=');
    const key = (eq < 0 ? part : part.slice(0, eq)).trim().toLowerCase();
    if (key) attributes.set(key, eq < 0 ? '' : part.slice(eq + 1).trim());
  }
  return attributes;
}

function sameSiteOf(value: string | undefined): SetCookieReport['sameSite'] {
  const lower = value?.toLowerCase();
  return lower === 'strict' || lower === 'lax' || lower === 'none' ? lower : null;
}

function expiredAt(attributes: Map<string, string>, nowMs: number): boolean {
  const maxAge = attributes.get('max-age');
  // Max-Age wins over Expires (RFC 6265 5.3).
  if (maxAge !== undefined && /^-?\d+$/.test(maxAge)) return Number(maxAge) <= 0;
  const expires = attributes.get('expires');
  const at = expires === undefined ? NaN : Date.parse(expires);
  return !Number.isNaN(at) && at <= nowMs;
}

/** Why Chromium refuses the line, or null when it takes it. */
function rejection(attributes: Map<string, string>, url: URL, domain: string | null): string | null {
  const secure = attributes.has('secure');
  const sameSite = sameSiteOf(attributes.get('samesite'));
  if (secure && url.protocol !== 'https:') return 'Secure cookie set by an http page';
  if (sameSite === 'none' && !secure) return 'SameSite=None without Secure';
  if (attributes.has('partitioned') && !secure) return 'Partitioned without Secure';
  if (domain !== null) {
    const host = url.hostname.toLowerCase();
    if (host !== domain && !host.endsWith(`.${domain}`)) return `Domain ${domain} does not cover the host ${host}`;
    if (host !== domain && getDomain(domain, { allowPrivateDomains: true }) === null) return `Domain ${domain} is a public suffix`;
  }
  return null;
}

export function setCookieReport(line: string, responseUrl: string, nowMs: number = Date.now()): SetCookieReport | null {
  let url: URL;
  try {
    url = new URL(responseUrl);
  } catch {
    return null;
  }
  const attributes = attributesOf(line);
  const rawDomain = attributes.get('domain');
  const domain = rawDomain ? rawDomain.replace(/^\./, '').toLowerCase() : null;
  const rejected = rejection(attributes, url, domain);
  const expired = !rejected && expiredAt(attributes, nowMs);
  return {
    sameSite: sameSiteOf(attributes.get('samesite')),
    partitioned: attributes.has('partitioned'),
    domainAttribute: rawDomain ?? null,
    widerThanHost: domain !== null && domain !== url.hostname.toLowerCase(),
    outcome: rejected ? 'rejected' : expired ? 'deleted' : 'stored',
    reason: rejected ?? (expired ? 'Expiry in the past: deletes the cookie' : null),
  };
}
