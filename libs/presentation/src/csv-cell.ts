/**
 * A cell as a CSV export writes it. Text a spreadsheet would read as a formula (starting with
 * = + - @, a tab or a carriage return) gets a leading apostrophe, so a link or a name someone
 * typed cannot run as a formula in the reader's spreadsheet (CSV injection). Numbers stay numbers.
 */
export function csvCell(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  const text = Array.isArray(value) ? value.join('; ') : value instanceof Date ? value.toISOString() : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
