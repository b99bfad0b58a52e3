import Papa from 'papaparse';
import { ADVERTISER_SPEC, createSchema, updateSchema, type FieldSpec } from '@tracklight/cms-catalogue';
import { ADVERTISER_STREAM, type AdvertiserRecord } from '@tracklight/contracts';
import { streamName, type NewEvent, type StreamsDecision } from '@tracklight/event-store';
import { AdvertiserRefusal, decideCreateAdvertiser, decideUpdateAdvertiser, NO_ADVERTISER, type AdvertiserState } from '../advertiser';
import { advertiserIdFor } from '../advertiser-id';

// A network's advertiser list as CSV, checked whole before anything is written. The header names
// advertiser fields (spec section 3 names, any case); `advertiserId` (the network's id) is required
// and matches each row to its advertiser, created when new and updated when known. A column in the
// file sets that field on every row: an empty cell clears it (No for a yes/no column); fields
// without a column are left as they are. Rows are numbered as a spreadsheet shows them (the header
// is row 1).

export const MAX_IMPORT_ROWS = 50_000;
/** Problems reported for one file: enough to fix a pattern, not a second copy of the file. */
export const MAX_REPORTED_PROBLEMS = 100;

/** The network is the one imported into, so it is not a column. */
const COLUMNS = Object.keys(ADVERTISER_SPEC.fields).filter((name) => name !== 'networkId');
const FIELDS: Readonly<Record<string, FieldSpec>> = ADVERTISER_SPEC.fields;
const createFields = createSchema(ADVERTISER_SPEC);
const updateFields = updateSchema(ADVERTISER_SPEC);

export class CsvRefusal extends Error {
  constructor(readonly problems: string[]) {
    super(problems.length > 1 ? `${problems[0]} (and ${problems.length - 1} more problems)` : problems[0]);
  }
}

export interface CsvRow {
  /** As a spreadsheet numbers it: the header is row 1. */
  row: number;
  cells: Record<string, string>;
}

/** The file's columns (field names) and rows; a file that cannot be read as an advertiser list is refused whole. */
export function readAdvertiserCsv(text: string): { columns: string[]; rows: CsvRow[] } {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const broken = parsed.errors.find((error) => error.type === 'Quotes' || error.type === 'Delimiter');
  if (broken) throw new CsvRefusal([`Row ${(broken.row ?? 0) + 1}: ${broken.message}.`]);
  const [header = [], ...lines] = parsed.data;
  const byName = new Map(COLUMNS.map((name) => [name.toLowerCase(), name]));
  const columns = header.map((cell) => byName.get(cell.trim().toLowerCase()) ?? cell.trim());
  const problems: string[] = [];
  for (const column of columns) {
    if (!COLUMNS.includes(column)) problems.push(`Column "${column}" is not an advertiser field. Columns are: ${COLUMNS.join(', ')}.`);
  }
  const repeated = columns.find((column, index) => columns.indexOf(column) !== index);
  if (repeated) problems.push(`Column "${repeated}" appears twice.`);
  if (!columns.includes('advertiserId')) problems.push('The file needs an advertiserId column: the network’s id for each advertiser, which the import matches rows by.');
  if (lines.length === 0) problems.push('The file has no advertisers: a header row, then one row per advertiser.');
  if (lines.length > MAX_IMPORT_ROWS) problems.push(`The file has ${lines.length} advertisers; import at most ${MAX_IMPORT_ROWS} at a time.`);
  if (problems.length) throw new CsvRefusal(problems);
  const rows = lines.map((line, index) => {
    const row = index + 2;
    if (line.length !== columns.length) problems.push(`Row ${row}: has ${line.length} cells where the header has ${columns.length} columns.`);
    return { row, cells: Object.fromEntries(columns.map((column, at) => [column, (line[at] ?? '').trim()])) };
  });
  if (problems.length) throw new CsvRefusal(problems.slice(0, MAX_REPORTED_PROBLEMS));
  return { columns, rows };
}

const YES = new Set(['true', 'yes', 'y', '1']);
const NO = new Set(['false', 'no', 'n', '0', '']);

/** A cell as the field's schema reads it: yes/no words for booleans, empty for "none". */
const cellValue = (field: FieldSpec, cell: string): unknown => {
  if (field.kind !== 'boolean') return cell === '' ? null : cell;
  const word = cell.toLowerCase();
  return YES.has(word) ? true : NO.has(word) ? false : cell;
};

/** What an import does to the network's advertisers, for its answer. */
export interface ImportCounts {
  created: number;
  updated: number;
  unchanged: number;
}

/** A row's id: the network's advertiser id within the network imported into. */
export const importedIdOf = (networkId: string, row: CsvRow): string =>
  advertiserIdFor({ networkId, networkAdvertiserId: row.cells.advertiserId, domain: '' });

const streamOf = (id: string): string => streamName(ADVERTISER_STREAM, id);

/** The advertiser streams the rows name: what the import reads and decides on. */
export const importedStreamsOf = (networkId: string, rows: readonly CsvRow[]): string[] => rows.map((row) => streamOf(importedIdOf(networkId, row)));

/**
 * Every row decided against its advertiser as stored (`states`, by stream); all problems of the
 * file refuse it whole, named by row and column.
 */
export function decideImport(networkId: string, rows: readonly CsvRow[], states: ReadonlyMap<string, AdvertiserState>): StreamsDecision<ImportCounts> {
  const problems: string[] = [];
  const firstRowOf = new Map<string, number>();
  const counts: ImportCounts = { created: 0, updated: 0, unchanged: 0 };
  const events = new Map<string, NewEvent[]>();
  for (const row of rows) {
    if (problems.length >= MAX_REPORTED_PROBLEMS) break;
    const at = (column: string, message: string) => problems.push(`Row ${row.row}, column ${column}: ${message}`);
    if (!row.cells.advertiserId) {
      at('advertiserId', 'Network advertiser id is required: the import matches rows by it.');
      continue;
    }
    const first = firstRowOf.get(row.cells.advertiserId);
    if (first) {
      at('advertiserId', `"${row.cells.advertiserId}" is on row ${first} already.`);
      continue;
    }
    firstRowOf.set(row.cells.advertiserId, row.row);
    const id = importedIdOf(networkId, row);
    const state = states.get(streamOf(id)) ?? NO_ADVERTISER;
    const isNew = !state.exists;
    const input = Object.fromEntries(Object.entries(row.cells).map(([column, cell]) => [column, cellValue(FIELDS[column], cell)]));
    const parsed = (isNew ? createFields : updateFields).safeParse(isNew ? { ...input, networkId } : input);
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      at(String(issue.path[0] ?? 'advertiserId'), issue.message);
      continue;
    }
    try {
      const decided = isNew
        ? decideCreateAdvertiser(state, id, parsed.data as unknown as AdvertiserRecord, 'csv')
        : decideUpdateAdvertiser(state, id, parsed.data as Partial<AdvertiserRecord>, 'csv');
      if (decided.length === 0) counts.unchanged++;
      else {
        events.set(streamOf(id), decided);
        if (isNew) counts.created++;
        else counts.updated++;
      }
    } catch (error) {
      if (!(error instanceof AdvertiserRefusal)) throw error;
      if (error.field) at(error.field, error.message);
      else problems.push(`Row ${row.row}: ${error.message}`);
    }
  }
  if (problems.length) throw new CsvRefusal(problems);
  return { events, result: counts };
}
