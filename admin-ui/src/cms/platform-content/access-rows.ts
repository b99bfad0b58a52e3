/** One feature of the access list as the form edits it: its name, and its entries one a line. */
export interface AccessRow {
  feature: string;
  entries: string;
}

/** The stored `accessControl` text as rows; text that is not a list reads as no rows. */
export function rowsOf(accessControl: string): AccessRow[] {
  try {
    const list = JSON.parse(accessControl) as Record<string, string[]>;
    return Object.entries(list).map(([feature, entries]) => ({ feature, entries: entries.join('\n') }));
  } catch {
    return [];
  }
}

/** The rows as the JSON the server stores, or the first problem in words for the form. */
export function accessListOf(rows: AccessRow[]): { json: string } | { problem: string } {
  const list: Record<string, string[]> = {};
  for (const row of rows) {
    const feature = row.feature.trim();
    if (!feature) return { problem: 'Every feature needs a name.' };
    if (Object.keys(list).some((name) => name.toLowerCase() === feature.toLowerCase())) {
      return { problem: `The feature "${feature}" is listed twice.` };
    }
    list[feature] = row.entries
      .split(/[\n,]/)
      .map((entry) => entry.trim())
      .filter(Boolean);
  }
  return { json: JSON.stringify(list) };
}
