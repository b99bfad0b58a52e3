import { memoryCookieVerdict, type AuditStatusRecord } from '../audit-view/memory-cookie-verdict';
import { advertiserName, networkName } from '../audit-view/audit-row-fields';
import type { ExportColumn } from '../export/safe-exporter';

export type AuditExportRow = AuditStatusRecord & {
  id: string;
  link: string;
  countryCode: string | null;
  auditedAt: string | null;
  verdictSentence: string | null;
} & Parameters<typeof advertiserName>[0];

/**
 * The CSV columns of every audit list (Audit Search, a batch's audits): what each audit checked
 * and its verdict in the words the screen uses.
 */
export const AUDIT_EXPORT_COLUMNS: readonly ExportColumn<AuditExportRow>[] = [
  { header: 'Audit ID', value: (row) => row.id },
  { header: 'Affiliate Link', value: (row) => row.link },
  { header: 'Advertiser', value: advertiserName },
  { header: 'Network', value: networkName },
  { header: 'Country', value: (row) => row.countryCode ?? '' },
  { header: 'Memory Cookie Status', value: (row) => memoryCookieVerdict(row).text },
  { header: 'What it means', value: (row) => row.verdictSentence ?? '' },
  { header: 'Audited', value: (row) => row.auditedAt ?? '' },
];
