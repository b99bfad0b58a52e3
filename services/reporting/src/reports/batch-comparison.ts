import Papa from 'papaparse';
import type { AuthenticatedUser } from '@tracklight/access';
import { csvCell } from '@tracklight/presentation';
import { MAX_PER_PAGE, type AuditQueries } from '../audits/audit-queries';
import type { AuditGqlView } from '../audits/audit.views';

const HEADERS = ['Affiliate link', 'Country', 'Primary batch status', 'Secondary batch status', 'Comparison'];

/**
 * Two batches of the caller's side by side, link by link (matched on link and country): each
 * run's readable status and whether they differ. Null when neither batch has an audit to show.
 */
export async function batchComparisonCsv(audits: AuditQueries, user: AuthenticatedUser, primary: string, secondary: string): Promise<string | null> {
  const read = (batchId: string) => audits.list(user, audits.scoped(user).add((p) => `a.batch_id = ${p(batchId)}`), 'a.batch_position, a.id', MAX_PER_PAGE);
  const [left, right] = await Promise.all([read(primary), read(secondary)]);
  if (left.length === 0 && right.length === 0) return null;
  const key = (audit: AuditGqlView) => `${audit.link}\u0000${audit.countryCode}`;
  const status = (audit: AuditGqlView | undefined) => audit?.displayStatus.text ?? audit?.memoryCookieStatusReadable ?? null;
  const byKey = new Map(right.map((audit) => [key(audit), audit]));
  const rows = left.map((audit) => {
    const other = byKey.get(key(audit));
    byKey.delete(key(audit));
    return [audit.link, audit.countryCode, status(audit), status(other), other ? (other.memoryCookieStatus === audit.memoryCookieStatus ? 'Same' : 'Different') : 'Only in primary'];
  });
  for (const audit of byKey.values()) rows.push([audit.link, audit.countryCode, null, status(audit), 'Only in secondary']);
  return `${Papa.unparse([HEADERS, ...rows].map((row) => row.map(csvCell)))}\r\n`;
}
