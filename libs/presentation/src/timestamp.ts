/** Instants arrive as Date on the server and as ISO strings (or epoch ms) from GraphQL in the UI. */
export type Timestamp = Date | string | number;

/** Returns null for an unparseable value so callers can show nothing instead of 'Invalid Date'. */
export function toDate(value: Timestamp): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
