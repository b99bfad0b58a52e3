import { authedRequest } from '../auth/authed-request';
import { jsonBody } from '../http/request';

// Spec section 5, verbatim.
export const INVALID_LINK = 'Invalid affiliate link. Please make sure the link is a valid URL.';
export const COOKIE_PAIR = 'Cookie Name and Cookie Type must both be specified, if at all.';

export const COOKIE_TYPES = [
  { id: 'none', name: 'None' },
  { id: '1', name: '1 (ANI)' },
  { id: '3', name: '3 (Wildcard)' },
];

export interface SingleLinkValues {
  batchName: string;
  batchDescription?: string;
  link: string;
  userDefinedNetwork: string;
  countryCode: string;
  notifyOnComplete: boolean;
  referrer?: string;
  cookieType?: string;
  cookieName?: string;
  name?: string;
  placement?: string;
}

export interface Submitted {
  batchId: string;
}

export const isValidLink = (value: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(value.trim()).protocol);
  } catch {
    return false;
  }
};

/** The single-link checks of spec section 5 that flash rather than mark a field; null when fine. */
export const singleLinkProblem = (values: SingleLinkValues): { message: string; type: 'error' | 'warning' } | null => {
  if (!isValidLink(values.link ?? '')) return { message: INVALID_LINK, type: 'error' };
  const hasType = Boolean(values.cookieType && values.cookieType !== 'none');
  if (hasType !== Boolean(values.cookieName?.trim())) return { message: COOKIE_PAIR, type: 'warning' };
  return null;
};

/** Spec section 5, form collection: empty values are dropped. */
const withoutEmpty = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '' && value !== null && value !== undefined));

/** POST /audit?engine=luna as JSON {batchMeta, batchLinks} (spec section 7). */
export const submitSingleLink = ({ batchName, batchDescription, notifyOnComplete, countryCode, ...link }: SingleLinkValues) =>
  authedRequest<Submitted>(
    '/audit?engine=luna',
    jsonBody({
      batchMeta: withoutEmpty({ batchName, batchDescription, notifyOnComplete, proxy: countryCode }),
      batchLinks: [withoutEmpty({ ...link, countryCode })],
    }),
  );

/** POST /audit?engine=luna as multipart: the CSV plus meta fields (spec section 7). */
export const submitCsv = (csv: File, meta: { name?: string; description?: string; notifyOnComplete: boolean }) => {
  const form = new FormData();
  form.append('csv', csv);
  Object.entries(withoutEmpty(meta)).forEach(([field, value]) => form.append(field, String(value)));
  return authedRequest<Submitted>('/audit?engine=luna', { method: 'POST', body: form });
};
