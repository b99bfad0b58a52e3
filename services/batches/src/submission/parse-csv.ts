import Papa from 'papaparse';
import { LINK_FIELDS, LinkInputError, type RawLink } from './batch-link.input';

const BY_LOWER = new Map<string, string>(LINK_FIELDS.map((field) => [field.toLowerCase(), field]));
// Headers people write in sheets for the same fields.
const ALIASES: Record<string, string> = { url: 'link', 'affiliate link': 'link', network: 'userDefinedNetwork', merchant: 'userDefinedMerchant', country: 'countryCode' };

/** A CSV of links, one per row, with a header row naming the Batch link fields (spec section 3). */
export const parseLinksCsv = (csv: string): RawLink[] => {
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => {
      const key = header.trim().toLowerCase();
      return BY_LOWER.get(key) ?? BY_LOWER.get(key.replace(/[\s_-]/g, '')) ?? ALIASES[key] ?? header.trim();
    },
  });
  const broken = parsed.errors.find((error) => error.code !== 'UndetectableDelimiter');
  if (broken) throw new LinkInputError(`Row ${(broken.row ?? 0) + 1}: the CSV could not be read (${broken.message}).`);
  if (!parsed.meta.fields?.includes('link')) throw new LinkInputError("The CSV needs a 'link' column.");
  return parsed.data.map((row) => {
    const clean: RawLink = {};
    for (const [key, value] of Object.entries(row)) if (key !== '__parsed_extra' && value !== '') clean[key] = value;
    return clean;
  });
};
