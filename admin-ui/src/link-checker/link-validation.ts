import { NO_COOKIE_TYPE, type LinkValues } from './link-fields';

// Spec sections 5 and 8, verbatim.
export const INVALID_LINK = 'Invalid affiliate link. Please make sure the link is a valid URL.';
export const COOKIE_PAIR = 'Cookie Name and Cookie Type must both be specified, if at all.';
export const INVALID_QUICK_CHECK_LINK = 'Please enter a valid affiliate URL';
export const ONLY_CSV = 'Only .CSV files are supported';
export { AT_LEAST_ONE_LINK } from '../templates/template-messages';

/** Spec section 2: the warning under a LinkConnector or LC Naked network. */
export const REFERRER_WARNING = 'This network may require the Referrer in Additional Fields.';
/** The batch builder sends saved rows only, so a row still open would silently be left out. */
export const FINISH_EDITING = 'Save or cancel the link you are editing first.';

export interface Problem {
  message: string;
  /** Spec section 5 marks the invalid link as danger and the cookie pair as a warning. */
  severity: 'error' | 'warning';
}

/** Spec section 5: the link must parse as a URL (a web one: the audit opens it in a browser). */
export const isValidLink = (value: string | null | undefined): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL((value ?? '').trim()).protocol);
  } catch {
    return false;
  }
};

/** Spec section 5's quick check rule: the link must start with http; null when it does. */
export const quickCheckProblem = (link: string): string | null => (/^http/i.test(link.trim()) ? null : INVALID_QUICK_CHECK_LINK);

const hasText = (value: string | null | undefined) => Boolean(value?.trim());

/** Spec section 5's checks of one link before it is sent or saved; null when it passes. */
export const linkProblem = (values: LinkValues): Problem | null => {
  if (!isValidLink(values.link)) return { message: INVALID_LINK, severity: 'error' };
  const hasCookieType = hasText(values.cookieType) && values.cookieType !== NO_COOKIE_TYPE;
  if (hasCookieType !== hasText(values.cookieName)) return { message: COOKIE_PAIR, severity: 'warning' };
  return null;
};

/** Spec section 2: LinkConnector and LC Naked may credit only clicks that carry a referrer. */
export const mayRequireReferrer = (network: string | null | undefined): boolean =>
  /^(link ?connector|lc naked)$/i.test(network?.trim() ?? '');

/** Spec sections 5 and 8: an upload must be a file whose name ends in .csv. */
export const isCsvFileName = (fileName: string): boolean => /\.csv$/i.test(fileName.trim());

/**
 * The server refuses a whole batch naming the row first ('Row 2, referrer: ...', counted from 1);
 * the row's index in the submitted list, or null when the message names no row.
 */
export const rowIndexOfServerMessage = (message: string): number | null => {
  const row = /^Row (\d+)\b/.exec(message)?.[1];
  return row ? Number(row) - 1 : null;
};
