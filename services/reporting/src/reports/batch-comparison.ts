import Papa from 'papaparse';
import type { AuthenticatedUser } from '@tracklight/access';
import { csvCell } from '@tracklight/presentation';
import { MAX_PER_PAGE, type AuditQueries } from '../audits/audit-queries';
import type { AuditGqlView } from '../audits/audit.views';

/** The first two are the spec's primary and secondary batch; further ones are numbered. */
const nameOf = (index: number) => (index === 0 ? 'primary' : index === 1 ? 'secondary' : `batch ${index + 1}`);
const capitalised = (text: string) => text[0].toUpperCase() + text.slice(1);

/**
 * Batches of the caller's side by side, link by link (matched on link and country): each run's
 * readable status and whether they agree ('Same', 'Different', 'Only in primary', ...; 'Not in
 * every batch' when several but not all have the link). Null when no batch has an audit to show.
 */
export async function batchComparisonCsv(audits: AuditQueries, user: AuthenticatedUser, batchIds: string[]): Promise<string | null> {
  const read = (batchId: string) => audits.list(user, audits.scoped(user).add((p) => `a.batch_id = ${p(batchId)}`), 'a.batch_position, a.id', MAX_PER_PAGE);
  const batches = await Promise.all(batchIds.map(read));
  if (batches.every((batch) => batch.length === 0)) return null;
  const key = (audit: AuditGqlView) => `${audit.link}\u0000${audit.countryCode}`;
  const status = (audit: AuditGqlView | undefined) => (audit ? (audit.displayStatus.text ?? audit.memoryCookieStatusReadable) : null);
  // Links in the order they first appear, primary batch first.
  const links = new Map<string, { link: string; country: string; runs: (AuditGqlView | undefined)[] }>();
  batches.forEach((batch, index) => {
    for (const audit of batch) {
      const entry = links.get(key(audit)) ?? { link: audit.link, country: audit.countryCode, runs: batchIds.map(() => undefined) };
      entry.runs[index] ??= audit;
      links.set(key(audit), entry);
    }
  });
  const verdict = (runs: (AuditGqlView | undefined)[]) => {
    const present = runs.flatMap((run, index) => (run ? [{ run, index }] : []));
    if (present.length === 1 && runs.length > 1) return `Only in ${nameOf(present[0].index)}`;
    if (present.length < runs.length) return 'Not in every batch';
    return present.every(({ run }) => run.memoryCookieStatus === present[0].run.memoryCookieStatus) ? 'Same' : 'Different';
  };
  const headers = ['Affiliate link', 'Country', ...batchIds.map((_, index) => `${capitalised(nameOf(index))} batch status`), 'Comparison'];
  const rows = [...links.values()].map(({ link, country, runs }) => [link, country, ...runs.map(status), verdict(runs)]);
  return `${Papa.unparse([headers, ...rows].map((row) => row.map(csvCell)))}\r\n`;
}
