// Tells header cookies from script cookies. The evaluation needs it: a memory cookie set by the
// network's server (Set-Cookie) survives consent differently from one the advertiser-side tag writes.
// Chromium's cookie jar does not keep the origin, so we remember every Set-Cookie we saw.
import type { Cookie } from 'playwright-core';
import type { ObservedCookie } from '@tracklight/contracts';

/** One Set-Cookie header line, read the way the cookie jar will store it. */
export function parseSetCookie(
  line: string,
  responseUrl: string,
  nowMs: number = Date.now(),
): ObservedCookie | null {
  const [pair, ...attributes] = line.split(';');
  const eq = pair.indexOf('=');
  if (eq < 0) return null;
  const name = pair.slice(0, eq).trim();
  const value = pair.slice(eq + 1).trim();
  if (!name) return null;
  let host: string;
  let defaultPath = '/';
  try {
    const url = new URL(responseUrl);
    host = url.hostname;
    const lastSlash = url.pathname.lastIndexOf('/');
    defaultPath = lastSlash > 0 ? url.pathname.slice(0, lastSlash) : '/';
  } catch {
    return null;
  }
  const cookie: ObservedCookie = {
    name,
    value,
    domain: host,
    path: defaultPath,
    origin: 'header',
    httpOnly: false,
    secure: false,
    expires: -1,
  };
  let maxAge: number | null = null;
  for (const attribute of attributes) {
    const [rawKey, ...rest] = attribute.split('=');
    const key = rawKey.trim().toLowerCase();
    const attrValue = rest.join('=').trim();
    if (key === 'domain' && attrValue) {
      const domain = attrValue.replace(/^\./, '').toLowerCase();
      // Domain on an IP literal is host-only in practice (Chromium reports the bare address).
      cookie.domain = /^[\d.]+$|:/.test(domain) ? domain : `.${domain}`;
    } else if (key === 'path' && attrValue.startsWith('/')) {
      cookie.path = attrValue;
    } else if (key === 'expires' && maxAge === null) {
      const parsed = Date.parse(attrValue);
      if (!Number.isNaN(parsed)) cookie.expires = Math.floor(parsed / 1000);
    } else if (key === 'max-age') {
      const seconds = Number(attrValue);
      if (Number.isFinite(seconds)) {
        maxAge = seconds;
        cookie.expires = Math.floor(nowMs / 1000) + seconds;
      }
    } else if (key === 'secure') {
      cookie.secure = true;
    } else if (key === 'httponly') {
      cookie.httpOnly = true;
    }
  }
  return cookie;
}

/** Remembers the last value each Set-Cookie gave a (domain, name, path). */
export class CookieOriginRegistry {
  private readonly headerValues = new Map<string, string>();

  private static key(domain: string, name: string, path: string): string {
    return `${domain.toLowerCase()}\u0000${name}\u0000${path}`;
  }

  recordHeaderCookie(cookie: ObservedCookie): void {
    this.headerValues.set(
      CookieOriginRegistry.key(cookie.domain, cookie.name, cookie.path),
      cookie.value,
    );
  }

  /**
   * 'header' when a response set exactly this value; a script that later overwrote the value makes
   * it 'script'. HttpOnly cookies can only come from headers.
   */
  originOf(
    cookie: Pick<Cookie, 'domain' | 'name' | 'path' | 'value' | 'httpOnly'>,
  ): 'header' | 'script' {
    if (cookie.httpOnly) return 'header';
    const seen = this.headerValues.get(
      CookieOriginRegistry.key(cookie.domain, cookie.name, cookie.path),
    );
    return seen !== undefined && seen === cookie.value ? 'header' : 'script';
  }

  observe(cookie: Cookie): ObservedCookie {
    return {
      name: cookie.name,
      value: cookie.value,
      domain: cookie.domain,
      path: cookie.path,
      origin: this.originOf(cookie),
      httpOnly: cookie.httpOnly,
      secure: cookie.secure,
      expires: cookie.expires === -1 ? -1 : Math.floor(cookie.expires),
    };
  }
}
