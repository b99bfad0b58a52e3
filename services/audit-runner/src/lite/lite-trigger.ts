import type { AuditEvidence, AuditOptions, AuditVerdict, LiteTrigger } from '@tracklight/contracts';
import { blockedBy } from '../residential-retry/blocked-run';

/**
 * Whether this audit gets the Lite second opinion, and why: the batch asked for it, or (with
 * automatic Lite on) the classic verdict is manual review, or the site blocked the classic run —
 * the two cases where a run that looks different can tell the user something new.
 */
export function liteTrigger(
  options: AuditOptions,
  evidence: AuditEvidence,
  verdict: AuditVerdict,
  automatic: boolean,
): LiteTrigger | null {
  if (options.runLite) return 'requested';
  if (!automatic || evidence.failure?.kind === 'unsupported-network' || evidence.failure?.kind === 'invalid-link') return null;
  if (verdict.memoryCookieStatus === 'MANUAL_REVIEW') return 'manual-review';
  if (blockedBy(evidence)) return 'blocked';
  return null;
}
