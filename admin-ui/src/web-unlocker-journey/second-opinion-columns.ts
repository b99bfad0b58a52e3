import { LITE_TRIGGERS } from '../audits/lite-triggers';
import type { LiteResultRecord } from '../audit-view/audit-record';
import { memoryCookieVerdict, type AuditStatusRecord } from '../audit-view/memory-cookie-verdict';
import { advertiserName, networkName } from '../audit-view/audit-row-fields';
import type { ExportColumn } from '../export/safe-exporter';
import { secondOpinion } from './second-opinion';

export type SecondOpinionRow = AuditStatusRecord & { id: string; link: string; auditedAt: string | null; liteResult: LiteResultRecord | null } & Parameters<
    typeof networkName
  >[0] &
  Parameters<typeof advertiserName>[0];

/** What Lite (the second path) saw, in words: its verdict, or why it has none. */
export const liteVerdict = ({ liteResult }: SecondOpinionRow): string =>
  liteResult?.error ? `Error: ${liteResult.error.message ?? 'see the Lite page'}` : (liteResult?.memoryCookieStatusReadable ?? '-');

export const litePath = ({ liteResult }: SecondOpinionRow): string => liteResult?.sourceVerbiage ?? liteResult?.source ?? '-';

export const whyLiteRan = ({ liteResult }: SecondOpinionRow): string => (liteResult?.trigger && LITE_TRIGGERS[liteResult.trigger]) ?? '-';

/** The journey list's CSV: the columns the screen shows, in the same words. */
export const SECOND_OPINION_EXPORT_COLUMNS: readonly ExportColumn<SecondOpinionRow>[] = [
  { header: 'Audit ID', value: (row) => row.id },
  { header: 'Affiliate Link', value: (row) => row.link },
  { header: 'Advertiser', value: advertiserName },
  { header: 'Network', value: networkName },
  { header: "Audit's verdict", value: (row) => memoryCookieVerdict(row).text },
  { header: "Lite's verdict", value: liteVerdict },
  { header: 'Lite path', value: litePath },
  { header: 'Why Lite ran', value: whyLiteRan },
  { header: 'Agreement', value: (row) => secondOpinion(row).text },
  { header: 'Audited', value: (row) => row.auditedAt ?? '' },
];
