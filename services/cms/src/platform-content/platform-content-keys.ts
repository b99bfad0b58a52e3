// The platform content record (spec section 3): every key the CMS holds, its shipped default and
// what a valid value looks like. The GraphQL type, the seed and the update's checks all read this
// one table, so a new key is added here and nowhere else.

/** What a value must be; null when it is acceptable. */
type Check = (value: string) => string | null;

const anyText: Check = () => null;

const percentage: Check = (value) => {
  const number = value.trim() === '' ? NaN : Number(value);
  return Number.isFinite(number) && number >= 0 && number <= 100
    ? null
    : 'must be a number from 0 to 100';
};

/** Spec section 6: feature → e-mails or company names. */
const accessList: Check = (value) =>
  parseAccessList(value)
    ? null
    : 'must be a JSON object mapping each feature to a list of e-mails or company names';

interface KeyDefinition {
  defaultValue: string;
  description: string;
  check: Check;
}

export const PLATFORM_CONTENT_KEYS = {
  handoverImpactThresholdCritical: {
    defaultValue: '60',
    description: 'Handover impact (percent) at or above which it shows as danger',
    check: percentage,
  },
  handoverImpactThresholdWarning: {
    defaultValue: '30',
    description: 'Handover impact (percent) at or above which it shows as warning',
    check: percentage,
  },
  psa: {
    defaultValue: '',
    description: 'Public service message shown in a modal at login; empty shows none',
    check: anyText,
  },
  accessControl: {
    defaultValue: '{}',
    description: 'JSON: feature → e-mails or company names that have it (case-insensitive)',
    check: accessList,
  },
  issueReportIntro: {
    defaultValue:
      'Tell us what is wrong with the tracking on this advertiser. Reports go to our team, who check the advertiser again.',
    description: 'Copy at the top of the Report an issue with this advertiser modal',
    check: anyText,
  },
  issueReportConversionChangeHelp: {
    defaultValue:
      'Tick this if your conversions from this advertiser changed, and tell us when and by how much.',
    description: 'Help beside the conversion change box of the issue report',
    check: anyText,
  },
  browserCookieIntro: {
    defaultValue:
      "A memory cookie is the first-party cookie a network sets on the advertiser's site to remember the click, so the sale is credited to you.",
    description: 'Explains the memory cookie above audit results',
    check: anyText,
  },
  browserCookieConditionalCopy: {
    defaultValue:
      'The memory cookie is only set once the visitor accepts cookies, so visitors who ignore or decline the banner are not tracked.',
    description: 'Explains a memory cookie that depends on consent',
    check: anyText,
  },
  browserCookieMissingCopy: {
    defaultValue: 'No memory cookie was found, so sales from this link may not be credited.',
    description: 'Explains a missing memory cookie',
    check: anyText,
  },
} satisfies Record<string, KeyDefinition>;

export type PlatformContentKey = keyof typeof PLATFORM_CONTENT_KEYS;
export type PlatformContentValues = Record<PlatformContentKey, string>;

export const platformContentKeys = Object.keys(PLATFORM_CONTENT_KEYS) as PlatformContentKey[];

export const isPlatformContentKey = (key: string): key is PlatformContentKey =>
  Object.hasOwn(PLATFORM_CONTENT_KEYS, key);

export const PLATFORM_CONTENT_DEFAULTS = Object.fromEntries(
  platformContentKeys.map((key) => [key, PLATFORM_CONTENT_KEYS[key].defaultValue]),
) as PlatformContentValues;

export const unknownPlatformContentKey = (key: string): string =>
  `Unknown platform content key "${key}". Known keys: ${platformContentKeys.join(', ')}.`;

/** Why a value cannot be stored under the key, in words for the super admin; null when it can. */
export const platformContentProblem = (key: string, value: string): string | null => {
  if (!isPlatformContentKey(key)) return unknownPlatformContentKey(key);
  const problem = PLATFORM_CONTENT_KEYS[key].check(value);
  return problem && `${key} ${problem}.`;
};

/** The access list in `accessControl`, or null when the text is not one. */
export function parseAccessList(value: string): Record<string, string[]> | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const lists = Object.values(parsed as Record<string, unknown>);
  const valid = lists.every(
    (list) => Array.isArray(list) && list.every((entry) => typeof entry === 'string'),
  );
  return valid ? (parsed as Record<string, string[]>) : null;
}
