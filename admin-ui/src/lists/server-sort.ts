import type { SortPayload } from 'react-admin';

/**
 * react-admin's sort as a list query's `sortBy` ({ field, order }), given the table's columns
 * (their source or sortBy) to the server's sort fields; none for a column the server cannot
 * sort by, so the server keeps its own order.
 */
export const serverSortBy =
  (fields: Record<string, string>) =>
  (sort: SortPayload | undefined): { field: string; order: 'ASC' | 'DESC' } | undefined =>
    sort && Object.hasOwn(fields, sort.field) ? { field: fields[sort.field], order: sort.order === 'ASC' ? 'ASC' : 'DESC' } : undefined;
