import { memoryCookieVerdict, type AuditStatusRecord } from '../audit-view/memory-cookie-verdict';
import type { LiteResultRecord } from '../audit-view/audit-record';

export type Agreement = 'agree' | 'disagree' | 'lite-failed' | 'pending';

export interface SecondOpinion {
  agreement: Agreement;
  /** In words, for the row. */
  text: string;
}

/**
 * Whether the Lite run (the local or web unlocker path) reached the same verdict as the audit's
 * own browser: both are memory cookie statuses; a Lite run that errored or has no verdict yet
 * gives no opinion to compare.
 */
export const secondOpinion = (audit: AuditStatusRecord & { liteResult: LiteResultRecord | null }): SecondOpinion => {
  const lite = audit.liteResult;
  if (!lite || lite.error) return { agreement: 'lite-failed', text: 'Lite failed: no second opinion' };
  const own = memoryCookieVerdict(audit, true);
  if (own.pending || !lite.memoryCookieStatus) return { agreement: 'pending', text: 'Not both finished yet' };
  return audit.memoryCookieStatus === lite.memoryCookieStatus
    ? { agreement: 'agree', text: 'Same verdict' }
    : { agreement: 'disagree', text: `Disagree: the audit says ${own.text}, Lite says ${lite.memoryCookieStatusReadable ?? lite.memoryCookieStatus}` };
};
