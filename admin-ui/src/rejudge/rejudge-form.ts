import type { ExportColumn } from '../export/safe-exporter';
import type { AuditRejudgement, RejudgeFilter } from './rejudge-query';

/** The form as typed: text fields, dates from datetime-local inputs (the browser's local time). */
export interface RejudgeFormValues {
  batchId: string;
  from: string;
  to: string;
  networkId: string;
}

export const EMPTY_FORM: RejudgeFormValues = { batchId: '', from: '', to: '', networkId: '' };

// The server's own wording (rejudge-audits.resolver.ts), checked here before anything is sent.
export const CHOOSE_AUDITS = 'Please choose the audits to re-judge: a batch, a date range or a network.';
export const RANGE_BACKWARDS = 'The start of the date range must not be after its end.';

/** The filter to send, or the problem with the form. */
export function rejudgeFilterOf(values: RejudgeFormValues): { filter: RejudgeFilter } | { problem: string } {
  const filter: RejudgeFilter = {};
  if (values.batchId.trim()) filter.batchId = values.batchId.trim();
  if (values.from) filter.from = new Date(values.from).toISOString();
  if (values.to) filter.to = new Date(values.to).toISOString();
  if (values.networkId) filter.networkId = values.networkId;
  if (Object.keys(filter).length === 0) return { problem: CHOOSE_AUDITS };
  if (filter.from && filter.to && filter.from > filter.to) return { problem: RANGE_BACKWARDS };
  return { filter };
}

export const sameFilter = (a: RejudgeFilter | null, b: RejudgeFilter | null): boolean =>
  a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b);

export type RejudgeSort = 'auditedAt' | 'before' | 'after';

/** The changes matching the search (audit id, link, statuses, reason), in the chosen order. */
export function visibleChanges(
  changes: readonly AuditRejudgement[],
  search: string,
  sort: { by: RejudgeSort; order: 'asc' | 'desc' },
): AuditRejudgement[] {
  const wanted = search.trim().toLowerCase();
  const text = (change: AuditRejudgement) =>
    [change.auditId, change.link, change.before.memoryCookieStatusReadable, change.after.memoryCookieStatusReadable, change.reason]
      .join(' ')
      .toLowerCase();
  const key = (change: AuditRejudgement): string =>
    sort.by === 'auditedAt'
      ? change.auditedAt
      : sort.by === 'before'
        ? change.before.memoryCookieStatusReadable
        : change.after.memoryCookieStatusReadable;
  const direction = sort.order === 'asc' ? 1 : -1;
  return changes
    .filter((change) => !wanted || text(change).includes(wanted))
    .sort((a, b) => direction * key(a).localeCompare(key(b)) || a.auditId.localeCompare(b.auditId));
}

/** A verdict's errors as the table reads them. */
export const errorsText = (errors: readonly string[]): string => (errors.length ? errors.join(', ') : 'none');

const version = (v: { networkName: string | null; networkVersion: number | null }) =>
  v.networkName ? `${v.networkName}${v.networkVersion === null ? '' : ` v${v.networkVersion}`}` : 'none';

/** The dry-run table as CSV (readable values; cells neutralised by safeExporter). */
export const REJUDGE_CSV_COLUMNS: ExportColumn<AuditRejudgement>[] = [
  { header: 'Audit ID', value: (c) => c.auditId },
  { header: 'Batch ID', value: (c) => c.batchId },
  { header: 'Link', value: (c) => c.link },
  { header: 'Audited', value: (c) => c.auditedAt },
  { header: 'Memory cookie status before', value: (c) => c.before.memoryCookieStatusReadable },
  { header: 'Memory cookie status now', value: (c) => c.after.memoryCookieStatusReadable },
  { header: 'Errors before', value: (c) => errorsText(c.before.errors) },
  { header: 'Errors now', value: (c) => errorsText(c.after.errors) },
  { header: 'Network before', value: (c) => version(c.before) },
  { header: 'Network now', value: (c) => version(c.after) },
  { header: 'Reason', value: (c) => c.reason },
  { header: 'Applied', value: (c) => (c.applied ? 'Yes' : 'No') },
];
