import type { LiteResult } from '@tracklight/contracts';
import type { EnhancedStatusRow } from '../enhanced-status-row';

/** The Lite result as lists read it: everything but the Lite browser's evidence. */
export type LiteSummary = Omit<LiteResult, 'evidence'>;

const TRIGGER_WORDS: Record<LiteResult['trigger'], string> = {
  requested: 'asked for by the batch',
  'manual-review': 'run because the audit needs manual review',
  blocked: 'run because the site blocked the audit',
};

/**
 * The Lite verdict as one of the audit's enhanced memory cookie statuses (spec section 4: shown
 * with its source's icon). A Lite run that failed gives no status: its error shows instead.
 */
export function liteEnhancedStatus(auditId: string, lite: LiteSummary | null): EnhancedStatusRow[] {
  if (!lite || lite.error || !lite.memoryCookieStatus) return [];
  return [
    {
      id: `${auditId}-lite`,
      source: lite.source,
      status: lite.memoryCookieStatus,
      comment: `Lite second opinion, ${TRIGGER_WORDS[lite.trigger]}`,
      updatedAt: lite.finishedAt,
    },
  ];
}

/** Where the API serves a Lite screenshot (audit-runner's /screenshots/{id}). */
export const liteScreenshotsOf = (lite: LiteSummary): { id: string; screenshotUrl: string; stage: string }[] =>
  lite.screenshots.map(({ stage, file }) => {
    const id = file.replace(/\.png$/, '');
    return { id, screenshotUrl: `/screenshots/${id}.png`, stage };
  });
