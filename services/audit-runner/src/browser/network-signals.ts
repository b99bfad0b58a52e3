// What the browser may look for while it waits, from the network's definition: its tracking script
// and its memory cookie. Only hints for ending a wait early; the verdict judges the stored evidence
// with the full rules (overrides, advertiser ids) afterwards.
import type { AuditOptions } from '@tracklight/contracts';
import { matchUrlPattern, memoryCookieNameRegExp, type NetworkDefinition } from '@tracklight/networks';
import { valueContainsAny } from '../verdict/memory-cookie-match';

export interface StoredNow {
  cookies: Array<{ name: string; value: string }>;
  localStorage: Record<string, string>;
  sessionStorage: Record<string, string>;
}

export interface NetworkSignals {
  /** True for a request URL of the network's tracking tag. */
  isTrackingScript(url: string): boolean;
  /** True when the entries hold the memory cookie; `clickIds` are the values the journey carried. */
  hasMemoryCookie(stored: StoredNow, clickIds: readonly string[]): boolean;
  /** Whether a memory cookie in page storage (not a cookie) must be read from the page. */
  readsPageStorage: boolean;
  /** Query parameters whose values are click ids. */
  aniParams: readonly string[];
}

/**
 * Null when nothing can be looked for: no network, or the link overrides the cookie or the tag (the
 * override's rules need the advertiser's settings, which the browser does not have). Without signals
 * every wait ends on page quiet or its bound, as a page of an unknown network must.
 */
export function networkSignals(network: NetworkDefinition | null, options: AuditOptions): NetworkSignals | null {
  if (!network || network.memoryCookie.length === 0) return null;
  if ((options.cookieType !== 'none' && options.cookieName) || options.customMasterTag || options.customAni) return null;
  const rules = network.memoryCookie.map((rule) => ({ rule, name: memoryCookieNameRegExp(rule, null) }));
  return {
    aniParams: network.aniParams,
    readsPageStorage: rules.some(({ rule }) => rule.storage !== 'cookie'),
    isTrackingScript: (url) => network.trackingScriptPatterns.some((pattern) => matchUrlPattern(pattern, url) !== null),
    hasMemoryCookie: (stored, clickIds) =>
      rules.some(({ rule, name }) => {
        const entries: Array<[string, string]> =
          rule.storage === 'cookie'
            ? stored.cookies.map((cookie) => [cookie.name, cookie.value])
            : Object.entries(rule.storage === 'localStorage' ? stored.localStorage : stored.sessionStorage);
        return entries.some(
          ([key, value]) => name.test(key) && (!rule.mustContainAni || valueContainsAny(value, clickIds.filter(Boolean))),
        );
      }),
  };
}
