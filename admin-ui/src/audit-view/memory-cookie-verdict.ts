import { auditMemoryCookieStatus, isMemoryCookieStatus, isProviderStatus, type AuditMemoryCookieStatusInput, type Colour } from '@tracklight/presentation';
import type { AuditRecord } from './audit-record';

export type AuditStatusRecord = Omit<AuditMemoryCookieStatusInput, 'memoryCookieStatus'> & {
  memoryCookieStatus: string | null;
} & Partial<Pick<AuditRecord, 'displayStatus'>>;

export interface MemoryCookieVerdict {
  text: string;
  colour: Colour;
  /** The source of a provider's own status (status-source-icon.tsx), else null. */
  icon: string | null;
  /** Not audited yet: the text says where the audit is (queued, running). */
  pending: boolean;
}

/** An audit the browser has not finished has no verdict yet: it says where it is, not 'Not Audited'. */
const UNFINISHED: Record<string, string> = { REQUESTED: 'Queued', RUNNING: 'Running' };

/**
 * The memory cookie verdict as a row shows it, by the same rule the server's reports use
 * (libs/presentation); where the provider has its own word on the audit (a guided result
 * 'Guide: ...', an enhanced status), that, as the server displays it; `own` keeps to the audit's
 * own verdict. One function for the table's chip and the CSV export, so both say the same.
 */
export const memoryCookieVerdict = (audit: AuditStatusRecord, own = false): MemoryCookieVerdict => {
  const unfinished = UNFINISHED[audit.status];
  if (unfinished) return { text: unfinished, colour: 'secondary', icon: null, pending: true };
  const shown = audit.displayStatus;
  if (!own && shown?.kind === 'badge' && shown.text && shown.colour && isProviderStatus(shown)) {
    return { text: shown.text, colour: shown.colour, icon: shown.icon ?? null, pending: false };
  }
  const { memoryCookieStatus } = audit;
  return {
    ...auditMemoryCookieStatus({
      ...audit,
      memoryCookieStatus: memoryCookieStatus && isMemoryCookieStatus(memoryCookieStatus) ? memoryCookieStatus : null,
    }),
    icon: null,
    pending: false,
  };
};
