import Papa from 'papaparse';

export interface BulkAssignmentRow {
  /** 1-based, the header not counted: as a spreadsheet user counts data rows. */
  row: number;
  auditId: string;
  comment: string | null;
}

export const MAX_ROWS = 10_000;
const MAX_COMMENT = 2000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A CSV the whole of which is refused, with the reason in words (row and column named). */
export class BulkAssignmentCsvError extends Error {}

const header = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The bulk-assignment CSV (spec section 3: columns Audit ID and Comment), checked whole before
 * anything is written: every problem found is named by its row, up to ten of them.
 */
export const parseBulkAssignmentCsv = (csv: string): BulkAssignmentRow[] => {
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: 'greedy', transformHeader: header });
  const fields = parsed.meta.fields ?? [];
  if (!fields.includes('audit id')) throw new BulkAssignmentCsvError('The CSV needs an "Audit ID" column (and optionally "Comment").');
  if (parsed.data.length === 0) throw new BulkAssignmentCsvError('The CSV has no rows to reassign.');
  if (parsed.data.length > MAX_ROWS) throw new BulkAssignmentCsvError(`The CSV has ${parsed.data.length} rows; at most ${MAX_ROWS.toLocaleString('en-GB')} can be reassigned at once.`);
  const problems: string[] = [];
  const seen = new Map<string, number>();
  const rows = parsed.data.map((record, index): BulkAssignmentRow => {
    const row = index + 1;
    const auditId = (record['audit id'] ?? '').trim();
    const comment = (record.comment ?? '').trim() || null;
    if (!auditId) problems.push(`Row ${row}: the Audit ID is missing.`);
    else if (!UUID.test(auditId)) problems.push(`Row ${row}: "${auditId.slice(0, 60)}" is not an audit id.`);
    else if (seen.has(auditId.toLowerCase())) problems.push(`Row ${row}: audit ${auditId} is already on row ${seen.get(auditId.toLowerCase())}.`);
    else seen.set(auditId.toLowerCase(), row);
    if (comment && comment.length > MAX_COMMENT) problems.push(`Row ${row}: the Comment is longer than ${MAX_COMMENT.toLocaleString('en-GB')} characters.`);
    return { row, auditId: auditId.toLowerCase(), comment };
  });
  if (problems.length > 0) throw new BulkAssignmentCsvError(summarise(problems, 'Nothing was reassigned'));
  return rows;
};

/** Up to ten problems in one message, then how many more. */
export const summarise = (problems: string[], lead: string): string =>
  `${lead}: ${problems.slice(0, 10).join(' ')}${problems.length > 10 ? ` And ${problems.length - 10} more.` : ''}`;
