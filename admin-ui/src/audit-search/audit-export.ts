import { memoryCookieVerdict, type AuditStatusRecord } from '../audits/memory-cookie-verdict';
import { advertiserName, networkName } from '../dashboard/audit-row-fields';
import { safeExporter } from '../export/safe-exporter';

export type AuditSearchRow = AuditStatusRecord & {
  id: string;
  link: string;
  countryCode: string | null;
  auditedAt: string | null;
  verdictSentence: string | null;
} & Parameters<typeof advertiserName>[0];

/** Audit Search's CSV: what each audit checked and its verdict in the words the screen uses. */
export const auditSearchExporter = safeExporter<AuditSearchRow>('audits', [
  { header: 'Audit ID', value: (row) => row.id },
  { header: 'Affiliate Link', value: (row) => row.link },
  { header: 'Advertiser', value: advertiserName },
  { header: 'Network', value: networkName },
  { header: 'Country', value: (row) => row.countryCode ?? '' },
  { header: 'Memory Cookie Status', value: (row) => memoryCookieVerdict(row).text },
  { header: 'What it means', value: (row) => row.verdictSentence ?? '' },
  { header: 'Audited', value: (row) => row.auditedAt ?? '' },
]);
