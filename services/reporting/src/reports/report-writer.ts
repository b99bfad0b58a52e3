import { Inject, Injectable } from '@nestjs/common';
import { forbidden, type AuthenticatedUser, belongsToCompany } from '@tracklight/access';
import { publicUrlOf, type Settings } from '@tracklight/config';
import { SETTINGS } from '@tracklight/platform';
import { csvCell } from '@tracklight/presentation';
import { AuditQueries } from '../audits/audit-queries';
import { narrow, type ReportSelection } from './report-selection';
import { headersOf, rowsOf, type ReportType } from './report-types';

/** What a report answers when no audit matches (spec section 8). */
export const NO_AUDITS_MATCHED = 'No audits matched the criteria';

const PAGE = 1000;

// Papa.unparse's quoting with its defaults, written out so that a page becomes one string without
// a copy of every row in between (the garbage of 100,000 rows was a fifth of a report's time): a
// cell is quoted when it holds a comma, a quote, a line break or a byte order mark, or starts or
// ends with a space, and its quotes are doubled. The writer's spec compares with Papa's output.
const NEEDS_QUOTES = /[",\r\n\ufeff]|^ | $/;
const csvField = (value: unknown): string => {
  const cell = csvCell(value);
  if (cell === null) return '';
  if (typeof cell !== 'string') return String(cell);
  return NEEDS_QUOTES.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
};
const csvLines = (rows: unknown[][]): string => {
  let text = '';
  for (const row of rows) {
    for (let i = 0; i < row.length; i++) text += i === 0 ? csvField(row[i]) : `,${csvField(row[i])}`;
    text += '\r\n';
  }
  return text;
};

/**
 * Writes a report as CSV, page by page from one cursor over the caller's own audits, so a report
 * of any size is streamed with flat memory; every cell goes through csvCell (no formula
 * runs in the reader's spreadsheet).
 */
@Injectable()
export class ReportWriter {
  constructor(
    private readonly audits: AuditQueries,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  /** Refuses a report this caller may not have (spec section 2: staff reports, network reports). */
  assertAllowed(user: AuthenticatedUser, type: ReportType): void {
    if (type.staffOnly && !user.isSuperAdmin) throw forbidden('Only the provider’s staff can download this report.');
    if (type.company && !belongsToCompany(user, type.company)) throw forbidden(`Only ${type.company}'s users can download this report.`);
  }

  /**
   * Yields the CSV in chunks: the header line, then each page's rows. Yields nothing at all when
   * no audit matches, so the caller can answer NO_AUDITS_MATCHED instead.
   */
  async *chunks(user: AuthenticatedUser, type: ReportType, selection: ReportSelection, shouldStop: () => boolean = () => false): AsyncGenerator<string> {
    const base = publicUrlOf(this.settings);
    const reportUrl = (auditId: string) => `${base}/#/reporting/audits/${auditId}`;
    const where = narrow(this.audits.scoped(user), selection).add(() => `a.status IN ('DONE', 'FAILED')`);
    if (type.network) where.add((p) => `a.network_id = ${p(type.network)}`);
    // The latest run of each link: a later run of the same link supersedes it.
    if (type.latestOnly) where.add(() => `a.next_audit_id IS NULL`);
    let first = true;
    for await (const page of this.audits.cursor(user, where, 'a.requested_at, a.id', PAGE)) {
      if (shouldStop()) return;
      if (first) yield csvLines([headersOf(type)]);
      first = false;
      yield csvLines(page.flatMap((audit) => rowsOf(type, audit, reportUrl)));
    }
  }

  /** The whole report as text, for the GraphQL generate* calls: small results only. */
  async text(user: AuthenticatedUser, type: ReportType, selection: ReportSelection, maxRows: number): Promise<string> {
    let text = '';
    let rows = 0;
    for await (const chunk of this.chunks(user, type, selection)) {
      text += chunk;
      rows += chunk.split('\r\n').length - 1;
      if (rows > maxRows + 1) throw new ReportTooLarge(maxRows);
    }
    return text || NO_AUDITS_MATCHED;
  }
}

export class ReportTooLarge extends Error {
  constructor(readonly maxRows: number) {
    super(`This report has more than ${maxRows.toLocaleString('en')} rows: download it instead.`);
  }
}
