import { escapeRegExp } from './glob';
import type { MemoryCookieRule } from './network-definition';

export const ADVERTISER_ID_PLACEHOLDER = '{advertiserId}';

/** An unknown advertiser id accepts any id, so the audit still finds the cookie of a link without one. */
export function memoryCookieNameRegExp(
  rule: MemoryCookieRule,
  advertiserId: string | null,
): RegExp {
  const id = advertiserId === null ? '.+' : escapeRegExp(advertiserId);
  return new RegExp(rule.namePattern.split(ADVERTISER_ID_PLACEHOLDER).join(id));
}
