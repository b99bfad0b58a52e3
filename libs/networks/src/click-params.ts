import type { NetworkDefinition } from './network-definition';

/** The value of the first of `params` (in preference order) present and non-empty in any query. */
export function firstParamValue(
  params: readonly string[],
  queries: readonly Record<string, string>[],
): string | null {
  for (const param of params) {
    for (const query of queries) {
      const value = query[param];
      if (value) return value;
    }
  }
  return null;
}

/** The advertiser id carried by the click URL or the redirects after it (e.g. AWIN `awinmid`). */
export function findAdvertiserId(
  definition: NetworkDefinition,
  queries: readonly Record<string, string>[],
): string | null {
  return firstParamValue(definition.advertiserIdParams, queries);
}
