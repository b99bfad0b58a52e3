import { AT_LEAST_ONE_LINK } from './template-messages';
import type { LinkRow, TemplateLinkRecord } from './template-types';

/** Spec section 9: the default country. */
const DEFAULT_COUNTRY = 'gb';

let nextKey = 0;
const newKey = () => `new-${++nextKey}`;

export const emptyRow = (): LinkRow => ({ key: newKey(), link: '', name: '', countryCode: DEFAULT_COUNTRY });

export const rowsOf = (links: TemplateLinkRecord[]): LinkRow[] =>
  [...links]
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
    .map((link) => ({ id: link.id, key: link.id, link: link.link ?? '', name: link.name ?? '', countryCode: link.countryCode ?? '' }));

const filled = (rows: LinkRow[]) => rows.filter((row) => row.link.trim() !== '');

/** Spec section 5: a template needs at least one link; null when it has one. */
export const linksProblem = (rows: LinkRow[]): string | null => (filled(rows).length === 0 ? AT_LEAST_ONE_LINK : null);

/** A row as the API's link fields; an empty name or country is left to the server's default. */
export const linkFields = (row: LinkRow) => ({
  link: row.link.trim(),
  name: row.name.trim() || null,
  countryCode: row.countryCode.trim().toLowerCase() || DEFAULT_COUNTRY,
});

const sameRow = (a: LinkRow, b: LinkRow) => JSON.stringify(linkFields(a)) === JSON.stringify(linkFields(b));

/** batchLinkUpsertMany's records: the new rows and the saved ones that were edited. */
export const changedLinkRecords = (rows: LinkRow[], saved: LinkRow[], batchId: string) =>
  rows
    .filter((row) => {
      const before = saved.find((s) => s.id === row.id);
      return !row.id || !before || !sameRow(row, before);
    })
    .map((row) => ({ ...(row.id ? { id: row.id } : {}), batchId, ...linkFields(row) }));
