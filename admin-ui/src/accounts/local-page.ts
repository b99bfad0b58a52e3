import type { GetListParams } from 'react-admin';

const valueAt = (record: object, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), record);

const compare = (a: unknown, b: unknown): number => {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''), undefined, { sensitivity: 'base' });
};

/**
 * The account lists come whole from the server (spec section 9: fetched with limit 100000), so
 * react-admin's sort and paging happen here, in the browser.
 */
export const pageLocally = <T extends object>(items: T[], { sort, pagination }: Partial<GetListParams>) => {
  const sorted = sort?.field
    ? [...items].sort((a, b) => compare(valueAt(a, sort.field), valueAt(b, sort.field)) * (sort.order === 'DESC' ? -1 : 1))
    : items;
  const perPage = pagination?.perPage ?? sorted.length;
  const start = ((pagination?.page ?? 1) - 1) * perPage;
  return { data: sorted.slice(start, start + perPage), total: sorted.length };
};
