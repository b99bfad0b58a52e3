import { globToRegExpSource } from './glob';

/** Hosts compare case-insensitively and without the trailing dot of a fully qualified name. */
export function normaliseHost(host: string): string {
  return host.trim().toLowerCase().replace(/\.$/, '');
}

export function matchesHostPattern(host: string, pattern: string): boolean {
  return new RegExp(globToRegExpSource(normaliseHost(pattern))).test(normaliseHost(host));
}

export function matchesAnyHostPattern(host: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => matchesHostPattern(host, pattern));
}
