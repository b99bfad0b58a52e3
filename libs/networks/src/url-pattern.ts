import { escapeRegExp } from './glob';
import { matchesHostPattern } from './host-pattern';
import type { UrlPattern } from './network-definition';

export interface UrlPatternMatch {
  /** The first capture group of the path pattern; null when it has none or it did not take part. */
  capturedId: string | null;
}

export function parseUrl(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

export function matchUrlPattern(pattern: UrlPattern, url: string): UrlPatternMatch | null {
  const parsed = parseUrl(url);
  if (!parsed || !matchesHostPattern(parsed.hostname, pattern.host)) return null;
  const match = new RegExp(pattern.path).exec(parsed.pathname);
  return match ? { capturedId: match[1] ?? null } : null;
}

/** True when the path pattern captures an id, i.e. a URL for another advertiser can be told apart. */
export function capturesAdvertiserId(pattern: UrlPattern): boolean {
  // An alternation with the empty string always matches and reports every group of the pattern.
  return new RegExp(`${pattern.path}|`).exec('')!.length > 1;
}

/** A pattern matching exactly one URL's host and path, e.g. a user-supplied master tag. */
export function exactUrlPattern(url: string): UrlPattern | null {
  const parsed = parseUrl(url);
  if (!parsed) return null;
  return { host: parsed.hostname, path: `^${escapeRegExp(parsed.pathname)}$` };
}
