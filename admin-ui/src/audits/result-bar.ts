import type { Colour } from '@tracklight/presentation';
import type { AuditRecord } from '../audit-view/audit-record';

type ResultBarAudit = Pick<AuditRecord, 'displayStatus' | 'memoryCookieStatusReadable' | 'memoryCookieStatusColour'>;

/**
 * The verdict the audit-result bar states (spec section 2): the status the lists show, which is
 * the provider's Guided Result or the latest enhanced status when there is one (spec section 4,
 * display precedence). Where a list would show the tracking matrix instead (audits older than
 * three months), this is the own status; the bar shows the matrix itself (TrackingMatrixTable).
 */
export function resultBarStatus(audit: ResultBarAudit): { text: string; colour: Colour; icon?: string | null } {
  const { kind, text, colour, icon } = audit.displayStatus;
  if (kind === 'badge' && text && colour) return { text, colour, icon };
  return { text: audit.memoryCookieStatusReadable, colour: audit.memoryCookieStatusColour };
}
