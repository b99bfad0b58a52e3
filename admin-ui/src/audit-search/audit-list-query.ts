import { endOfDay, startOfDay } from '../batches/batch-queries';
import { serverSortBy } from '../lists/server-sort';

/** The filter form values of an audit list (Audit Search, a batch's audits). */
export interface AuditListFilter {
  q?: string;
  status?: string;
  memoryCookieStatus?: string;
  networkId?: string;
  advertiserId?: string;
  batchId?: string;
  assignedToId?: string;
  countryCode?: string;
  /** Set by a screen, not the form: only audits with (true) or without (false) a Lite result. */
  hasLiteResult?: boolean;
  auditedAtFrom?: string;
  auditedAtTo?: string;
}

// The table's column (its source or sortBy) to the server's sort field (GraphQL AuditSortField).
const SORT_FIELDS: Record<string, string> = {
  link: 'LINK',
  advertiser: 'ADVERTISER',
  network: 'NETWORK',
  status: 'STATUS',
  memoryCookieStatus: 'MEMORY_COOKIE_STATUS',
  auditedAt: 'AUDITED_AT',
  'batch.name': 'BATCH_NAME',
};

/** react-admin's sort as the server's sortBy; none for a column the server cannot sort by. */
export const auditSortBy = serverSortBy(SORT_FIELDS);

/** The form's values as the server's AuditManyFilter; empty values are no filter. */
export const auditListFilter = ({ auditedAtFrom, auditedAtTo, ...filter }: AuditListFilter) => ({
  q: filter.q?.trim() || undefined,
  status: filter.status || undefined,
  memoryCookieStatus: filter.memoryCookieStatus || undefined,
  networkId: filter.networkId || undefined,
  advertiserId: filter.advertiserId || undefined,
  batchId: filter.batchId || undefined,
  assignedToId: filter.assignedToId || undefined,
  countryCode: filter.countryCode?.trim() || undefined,
  hasLiteResult: filter.hasLiteResult,
  auditedAt:
    auditedAtFrom || auditedAtTo
      ? { gte: auditedAtFrom ? startOfDay(auditedAtFrom) : undefined, lte: auditedAtTo ? endOfDay(auditedAtTo) : undefined }
      : undefined,
});
