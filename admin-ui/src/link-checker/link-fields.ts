import { DEFAULT_COUNTRY_CODE } from '@tracklight/presentation';
import type { SessionUser } from '../auth/session';

/** Spec sections 5 and 9: the cookie type options are None, then these; None is sent as no cookie type. */
export const NO_COOKIE_TYPE = 'none';
export const COOKIE_TYPES = [
  { id: '1', name: '1 (ANI)' },
  { id: '3', name: '3 (Wildcard)' },
];

/** One link as the forms hold it: the Batch link fields of spec section 3 the screen offers. */
export interface LinkValues {
  link?: string | null;
  userDefinedNetwork?: string | null;
  countryCode?: string | null;
  referrer?: string | null;
  cookieType?: string | null;
  cookieName?: string | null;
  customAni?: string | null;
  tagA?: string | null;
  tagB?: string | null;
  tagC?: string | null;
  tagD?: string | null;
  tagE?: string | null;
  placement?: string | null;
  name?: string | null;
  customMasterTag?: string | null;
  proxyYN?: boolean | null;
  proxyCountryCode?: string | null;
  extraTimeout?: number | null;
}

export type LinkFieldName = keyof LinkValues;

/** A line of the help panel: a field's label and what it is for. */
export interface HelpEntry {
  label: string;
  help: string;
}

export interface LinkField extends HelpEntry {
  source: LinkFieldName;
  kind: 'text' | 'cookieType' | 'boolean' | 'number';
  /** A text field whose value comes from a list: the networks catalogue or the known countries. */
  suggests?: 'network' | 'country';
}

/** Every link has these; the forms lay them out themselves (they are the required ones). */
export const MAIN_FIELDS: readonly LinkField[] = [
  { source: 'link', label: 'Affiliate Link', kind: 'text', help: 'The tracking link to audit, as a full URL starting with http.' },
  { source: 'userDefinedNetwork', label: 'Network', kind: 'text', suggests: 'network', help: 'The affiliate network the link goes through, e.g. AWIN.' },
  { source: 'countryCode', label: 'Country Code', kind: 'text', suggests: 'country', help: 'The country the audit visits from (two letters, default gb).' },
];

/** Spec section 2's Additional Fields every submitter sees. */
const ADDITIONAL_FIELDS: readonly LinkField[] = [
  { source: 'referrer', label: 'Referrer', kind: 'text', help: 'The page the click comes from; some networks credit only referred clicks.' },
  { source: 'cookieType', label: 'Cookie Type', kind: 'cookieType', help: 'Expect a cookie by its ANI (1) or as a wildcard (3); set together with Cookie Name.' },
  { source: 'cookieName', label: 'Cookie Name', kind: 'text', help: 'The name of the cookie to expect; set together with Cookie Type.' },
  { source: 'customAni', label: 'Custom ANI', kind: 'text', help: "The advertiser's network id to look for instead of the one the link carries." },
  ...(['A', 'B', 'C', 'D', 'E'] as const).map(
    (letter): LinkField => ({ source: `tag${letter}`, label: `Tag ${letter}`, kind: 'text', help: 'Your own label, carried into the results and reports.' }),
  ),
  { source: 'placement', label: 'Placement', kind: 'text', help: 'Where the link is placed on your site.' },
  { source: 'name', label: 'Name', kind: 'text', help: "The link's own name in the results." },
];

/** Spec sections 2 and 6: the custom master tag is a super admin's. */
const SUPER_ADMIN_ADDITIONAL_FIELDS: readonly LinkField[] = [
  { source: 'customMasterTag', label: 'Custom Master Tag', kind: 'text', help: "The advertiser's tracking tag to look for instead of the known one." },
];

/** Spec section 2's advanced settings (the proxy options and the extra timeout), super admin only. */
const ADVANCED_SETTINGS: readonly LinkField[] = [
  { source: 'proxyYN', label: 'Residential Proxy', kind: 'boolean', help: 'Audit through a residential proxy rather than a data centre.' },
  { source: 'proxyCountryCode', label: 'Proxy Country Code', kind: 'text', suggests: 'country', help: "The residential proxy's country (two letters); the Country Code when empty." },
  { source: 'extraTimeout', label: 'Extra Timeout (seconds)', kind: 'number', help: 'More time for slow pages, 0 to 120 seconds.' },
];

export interface LinkFieldsForUser {
  additional: readonly LinkField[];
  advanced: readonly LinkField[];
}

/** Which of the optional link fields this user is offered (spec section 6). */
export const linkFieldsFor = (user: SessionUser | null | undefined): LinkFieldsForUser =>
  user?.company.isSuperAdmin
    ? { additional: [...ADDITIONAL_FIELDS, ...SUPER_ADMIN_ADDITIONAL_FIELDS], advanced: ADVANCED_SETTINGS }
    : { additional: ADDITIONAL_FIELDS, advanced: [] };

/** A new link's values: the default country (spec section 9) and no cookie type. */
export const newLinkValues = (): LinkValues => ({ countryCode: DEFAULT_COUNTRY_CODE, cookieType: NO_COOKIE_TYPE });

/** The help panel's entries: fields that share one explanation (the tags) show once, as 'Tag A to Tag E'. */
export const helpEntriesOf = (entries: readonly HelpEntry[]): HelpEntry[] => {
  const groups: { first: string; last: string; help: string }[] = [];
  for (const { label, help } of entries) {
    const previous = groups.at(-1);
    if (previous?.help === help) previous.last = label;
    else groups.push({ first: label, last: label, help });
  }
  return groups.map(({ first, last, help }) => ({ label: first === last ? first : `${first} to ${last}`, help }));
};
