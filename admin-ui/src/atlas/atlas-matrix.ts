import { auditMemoryCookieStatus, isMemoryCookieStatus, MEMORY_COOKIE_STATUSES, type Colour } from '@tracklight/presentation';
import type { AuditStatusRecord } from '../audit-view/memory-cookie-verdict';
import { auditSearchLink } from '../dashboard/charts/chart-data';

/** One audit of the batch as the Atlas reads it (GraphQL auditsForBatch). */
export type AtlasAudit = AuditStatusRecord & {
  id: string;
  countryCode: string | null;
  network: { id: string; name: string } | null;
};

export interface AtlasVerdict {
  status: string;
  text: string;
  colour: Colour;
}

export interface AtlasRow {
  key: string;
  label: string;
  total: number;
  /** Audits per verdict status, and the Audit Search address that lists them. */
  cells: Record<string, { count: number; link: string }>;
}

export interface AtlasMatrix {
  /** The verdicts found in the batch, in the product's verdict order. */
  verdicts: AtlasVerdict[];
  rows: AtlasRow[];
}

/** An audit still queued or running has no verdict yet: its own column, not 'Not audited'. */
const UNFINISHED = { status: 'UNFINISHED', text: 'Not finished yet', colour: 'secondary' as Colour };

/** The verdict by the rule every report uses (libs/presentation), or 'not finished yet'. */
const verdictOf = (audit: AtlasAudit): AtlasVerdict => {
  if (audit.status === 'REQUESTED' || audit.status === 'RUNNING') return UNFINISHED;
  const memoryCookieStatus = audit.memoryCookieStatus && isMemoryCookieStatus(audit.memoryCookieStatus) ? audit.memoryCookieStatus : null;
  return auditMemoryCookieStatus({ ...audit, memoryCookieStatus });
};

/** How a row narrows Audit Search: by network or by country. */
export type AtlasDimension = 'network' | 'country';

const rowOf = (audit: AtlasAudit, dimension: AtlasDimension): { key: string; label: string; filter: Record<string, string> } => {
  if (dimension === 'country') {
    const code = audit.countryCode?.toLowerCase() ?? '';
    return { key: code || 'none', label: code ? code.toUpperCase() : 'No country', filter: code ? { countryCode: code } : {} };
  }
  return audit.network
    ? { key: audit.network.id, label: audit.network.name, filter: { networkId: audit.network.id } }
    : { key: 'none', label: 'No network recognised', filter: { networkId: 'none' } };
};

/**
 * The cell's list: the batch's audits of that row with that verdict. Audit Search filters on the
 * stored verdict, so a cell whose verdict the presentation rule derives for some of its audits (a
 * failure before the landing page, an unfinished audit) opens the row's audits unfiltered by
 * verdict, and the list shows each one's.
 */
const cellLink = (batchId: string, filter: Record<string, string>, verdict: AtlasVerdict, storedForAll: boolean) =>
  auditSearchLink({ batchId, ...filter, memoryCookieStatus: storedForAll ? verdict.status : undefined });

const ORDER = [...MEMORY_COOKIE_STATUSES, UNFINISHED.status];

/** The batch's audits counted by row (network or country) and final verdict, the busiest rows first. */
export const atlasMatrix = (batchId: string, audits: AtlasAudit[], dimension: AtlasDimension): AtlasMatrix => {
  const verdicts = new Map<string, AtlasVerdict>();
  const rows = new Map<string, { row: AtlasRow; filter: Record<string, string>; stored: Record<string, boolean> }>();
  for (const audit of audits) {
    const verdict = verdictOf(audit);
    verdicts.set(verdict.status, verdict);
    const { key, label, filter } = rowOf(audit, dimension);
    const entry = rows.get(key) ?? { row: { key, label, total: 0, cells: {} }, filter, stored: {} };
    entry.row.total += 1;
    const cell = entry.row.cells[verdict.status] ?? { count: 0, link: '' };
    cell.count += 1;
    entry.row.cells[verdict.status] = cell;
    entry.stored[verdict.status] = (entry.stored[verdict.status] ?? true) && audit.memoryCookieStatus === verdict.status;
    rows.set(key, entry);
  }
  for (const { row, filter, stored } of rows.values()) {
    for (const [status, cell] of Object.entries(row.cells)) cell.link = cellLink(batchId, filter, verdicts.get(status)!, stored[status]);
  }
  return {
    verdicts: [...verdicts.values()].sort((a, b) => ORDER.indexOf(a.status) - ORDER.indexOf(b.status)),
    rows: [...rows.values()].map(({ row }) => row).sort((a, b) => b.total - a.total || a.label.localeCompare(b.label)),
  };
};
