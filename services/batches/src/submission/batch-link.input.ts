import type { AuthenticatedUser } from '@tracklight/access';
import type { BatchLinkRecord, CookieType } from '@tracklight/contracts';
import { isKnownCountry, normalizeCountry } from '@tracklight/countries';

// The spec's wording where it has one (section 5); the row and field are named before it.
export const INVALID_LINK = 'Invalid affiliate link. Please make sure the link is a valid URL.';
export const COOKIE_PAIR = 'Cookie Name and Cookie Type must both be specified, if at all.';

/** Every field of spec section 3's Batch link, as a CSV header or a JSON key. */
export const LINK_FIELDS = [
  'link', 'order', 'userDefinedNetwork', 'userDefinedMerchant', 'placement', 'name',
  'tagA', 'tagB', 'tagC', 'tagD', 'tagE', 'countryCode', 'proxyYN', 'proxyCountryCode',
  'cookieType', 'cookieName', 'cookieValue', 'customAni', 'referrer', 'customMasterTag',
  'extraTimeout', 'postAlpURL', 'skipConsent', 'puppeteerFlags',
] as const;
const SUPER_ADMIN_FIELDS = ['customMasterTag', 'postAlpURL', 'skipConsent', 'puppeteerFlags'] as const;

export type RawLink = Record<string, unknown>;

export class LinkInputError extends Error {}

const text = (value: unknown): string | null => {
  if (value === undefined || value === null) return null;
  const s = String(value).trim();
  return s === '' ? null : s;
};

const bool = (value: unknown, fallback: boolean): boolean | 'invalid' => {
  if (typeof value === 'boolean') return value;
  const s = text(value)?.toLowerCase();
  if (s === undefined || s === null) return fallback;
  if (['true', 'yes', 'y', '1'].includes(s)) return true;
  if (['false', 'no', 'n', '0'].includes(s)) return false;
  return 'invalid';
};

export const isValidUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
};

const COOKIE_TYPES: Record<string, CookieType> = { none: 'none', '': 'none', '1': '1', ani: '1', '3': '3', wildcard: '3' };

/**
 * One row of a submission, validated whole. `row` is 1-based as people count rows in a sheet.
 * Throws LinkInputError naming the row and field.
 */
export const toLinkRecord = (
  raw: RawLink,
  row: number,
  linkId: string,
  user: AuthenticatedUser,
  defaultCountry: string,
): BatchLinkRecord => {
  const fail = (field: string, message: string): never => {
    throw new LinkInputError(`Row ${row}, ${field}: ${message}`);
  };
  const unknown = Object.keys(raw).filter((key) => !(LINK_FIELDS as readonly string[]).includes(key));
  if (unknown.length > 0) fail(unknown[0], `Unknown field. Accepted fields: ${LINK_FIELDS.join(', ')}.`);
  if (!user.isSuperAdmin) {
    for (const field of SUPER_ADMIN_FIELDS) {
      if (text(raw[field]) !== null && raw[field] !== false) fail(field, 'Only a super admin may set this field.');
    }
  }
  const link = text(raw.link);
  if (!link || !isValidUrl(link)) fail('link', INVALID_LINK);
  const orderText = text(raw.order);
  const order = orderText === null ? row : Number(orderText);
  if (!Number.isInteger(order) || order < 0) fail('order', 'Order must be a whole number.');
  const country = normalizeCountry(text(raw.countryCode) ?? defaultCountry);
  if (!isKnownCountry(country)) fail('countryCode', `Unknown country code '${text(raw.countryCode)}'.`);
  const proxyCountryText = text(raw.proxyCountryCode);
  const proxyCountryCode = proxyCountryText === null ? null : normalizeCountry(proxyCountryText);
  if (proxyCountryCode !== null && !isKnownCountry(proxyCountryCode))
    fail('proxyCountryCode', `Unknown country code '${proxyCountryText}'.`);
  const cookieTypeText = (text(raw.cookieType) ?? '').toLowerCase();
  const cookieType = COOKIE_TYPES[cookieTypeText];
  if (!cookieType) fail('cookieType', "Cookie Type must be none, 1 (ANI) or 3 (Wildcard).");
  const cookieName = text(raw.cookieName);
  if ((cookieType === 'none') !== (cookieName === null)) fail('cookieName', COOKIE_PAIR);
  const timeoutText = text(raw.extraTimeout);
  const extraTimeout = timeoutText === null ? 0 : Number(timeoutText);
  if (!Number.isFinite(extraTimeout) || extraTimeout < 0 || extraTimeout > 120)
    fail('extraTimeout', 'Extra timeout must be a number of seconds from 0 to 120.');
  const proxyYN = bool(raw.proxyYN, false);
  if (proxyYN === 'invalid') fail('proxyYN', 'Use true or false.');
  const skipConsent = bool(raw.skipConsent, false);
  if (skipConsent === 'invalid') fail('skipConsent', 'Use true or false.');
  const referrer = text(raw.referrer);
  if (referrer !== null && !isValidUrl(referrer)) fail('referrer', 'The referrer must be a valid URL.');
  const postAlpURL = text(raw.postAlpURL);
  if (postAlpURL !== null && !isValidUrl(postAlpURL)) fail('postAlpURL', 'The post-ALP URL must be a valid URL.');
  return {
    linkId,
    order,
    link: link as string,
    userDefinedNetwork: text(raw.userDefinedNetwork),
    userDefinedMerchant: text(raw.userDefinedMerchant),
    placement: text(raw.placement),
    name: text(raw.name),
    tagA: text(raw.tagA),
    tagB: text(raw.tagB),
    tagC: text(raw.tagC),
    tagD: text(raw.tagD),
    tagE: text(raw.tagE),
    countryCode: country,
    proxyYN: proxyYN as boolean,
    proxyCountryCode,
    cookieType: cookieType as CookieType,
    cookieName,
    cookieValue: text(raw.cookieValue),
    customAni: text(raw.customAni),
    referrer,
    customMasterTag: text(raw.customMasterTag),
    extraTimeout,
    postAlpURL,
    skipConsent: skipConsent as boolean,
    puppeteerFlags: text(raw.puppeteerFlags),
  };
};
