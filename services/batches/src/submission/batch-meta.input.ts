import type { BatchMeta } from '@tracklight/contracts';
import { isKnownCountry, normalizeCountry } from '@tracklight/countries';
import { LinkInputError } from './batch-link.input';

const flag = (value: unknown, fallback: boolean, field: string): boolean => {
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value === 'boolean') return value;
  const s = String(value).trim().toLowerCase();
  if (['true', 'yes', 'y', '1', 'on'].includes(s)) return true;
  if (['false', 'no', 'n', '0', 'off'].includes(s)) return false;
  throw new LinkInputError(`Batch meta, ${field}: use true or false.`);
};

const text = (value: unknown): string | null => {
  const s = value === undefined || value === null ? '' : String(value).trim();
  return s === '' ? null : s;
};

/**
 * Batch meta on submission (spec section 3) with the defaults of section 9: proxy (country) gb,
 * userAgent true, notify true, mobile false, residential false. `batchName`/`batchDescription`
 * are the single-link form's names for the same fields.
 */
export const toBatchMeta = (raw: Record<string, unknown>): BatchMeta & { queueLetter: string | null } => {
  const proxy = normalizeCountry(text(raw.proxy) ?? text(raw.countryCode) ?? 'gb');
  if (!isKnownCountry(proxy)) throw new LinkInputError(`Batch meta, proxy: Unknown country code '${text(raw.proxy)}'.`);
  return {
    name: text(raw.name) ?? text(raw.batchName) ?? 'Untitled batch',
    description: text(raw.description) ?? text(raw.batchDescription),
    mobile: flag(raw.mobile, false, 'mobile'),
    proxy,
    userAgent: flag(raw.userAgent, true, 'userAgent'),
    useResidentialProxy: flag(raw.useResidentialProxy, false, 'useResidentialProxy'),
    notifyOnComplete: flag(raw.notifyOnComplete ?? raw.notify, true, 'notifyOnComplete'),
    standDownMrAs: flag(raw.standDownMrAs, false, 'standDownMrAs'),
    queueLetter: text(raw.queueLetter),
  };
};
