import type { GetListParams } from 'react-admin';

const valueAt = (record: object, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), record);

const compare = (a: unknown, b: unknown): number => {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''), undefined, { sensitivity: 'base' });
};

/** How a list is searched and filtered in the browser. */
export interface LocalFilters<T> {
  /** The texts the search box looks in (the `q` filter: each word must occur in one of them). */
  searchIn: (item: T) => (string | null | undefined)[];
  /** Filters compared with the record's value at the same path (a select's id, a boolean). */
  exact?: string[];
}

const matches = <T extends object>(item: T, filter: Record<string, unknown>, { searchIn, exact = [] }: LocalFilters<T>): boolean => {
  const words = String(filter.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = searchIn(item).filter(Boolean).join(' ').toLowerCase();
  if (!words.every((word) => haystack.includes(word))) return false;
  return exact.every((path) => filter[path] === undefined || filter[path] === '' || valueAt(item, path) === filter[path]);
};

/**
 * The account lists come whole from the server (spec section 9: fetched with limit 100000), so
 * react-admin's search, filters, sort and paging happen here, in the browser; the export reads
 * the same, so it holds what the list shows.
 */
export const pageLocally = <T extends object>(items: T[], { filter, sort, pagination }: Partial<GetListParams>, filters?: LocalFilters<T>) => {
  const kept = filters ? items.filter((item) => matches(item, filter ?? {}, filters)) : items;
  const sorted = sort?.field
    ? [...kept].sort((a, b) => compare(valueAt(a, sort.field), valueAt(b, sort.field)) * (sort.order === 'DESC' ? -1 : 1))
    : kept;
  const perPage = pagination?.perPage ?? sorted.length;
  const start = ((pagination?.page ?? 1) - 1) * perPage;
  return { data: sorted.slice(start, start + perPage), total: sorted.length };
};
