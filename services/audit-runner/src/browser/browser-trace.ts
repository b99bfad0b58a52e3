import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The HAR file of an audit, by the same stem as its screenshots (`<auditId>`). */
export const traceFileName = (stem: string): string => `${stem}.har`;

export const tracePath = (dir: string, stem: string): string => join(dir, traceFileName(stem));

/** Its key among the audit files (AuditFiles), whose folder is the screenshots' (traces/ inside it). */
export const traceKey = (stem: string): string => `traces/${traceFileName(stem)}`;

interface Har {
  log: { entries?: unknown[]; comment?: string } & Record<string, unknown>;
}

/**
 * Keeps a HAR under `maxBytes`: a longer one keeps its first entries (the redirect chain, the
 * landing page: what an auditor opens it for) and says in its comment how many it dropped.
 * Playwright writes the file when the context closes, so this runs after the close. A file that is
 * not a HAR (a close cut short) is removed rather than served half-written.
 */
export const capTrace = async (file: string, maxBytes: number): Promise<void> => {
  const size = await stat(file).then((found) => found.size, () => null);
  if (size === null || size <= maxBytes) return;
  let har: Har;
  try {
    har = JSON.parse(await readFile(file, 'utf8')) as Har;
  } catch {
    await writeFile(file, '');
    return;
  }
  const entries = har.log.entries ?? [];
  const kept: unknown[] = [];
  // What the log holds besides its entries, plus room for the comment.
  let used = JSON.stringify({ ...har, log: { ...har.log, entries: [] } }).length + 200;
  for (const entry of entries) {
    const length = JSON.stringify(entry).length + 1;
    if (used + length > maxBytes) break;
    kept.push(entry);
    used += length;
  }
  const comment = `Cut to ${maxBytes} bytes: the first ${kept.length} of ${entries.length} requests are kept.`;
  await writeFile(file, JSON.stringify({ ...har, log: { ...har.log, comment, entries: kept } }));
};
