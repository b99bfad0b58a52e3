import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { auditMemoryCookieStatus, isMemoryCookieStatus, isProviderStatus, type AuditMemoryCookieStatusInput } from '@tracklight/presentation';
import { chipColour } from './chip-colour';
import type { AuditRecord } from './audit-record';
import { statusSourceIcon } from './status-source-icon';

type AuditStatusRecord = Omit<AuditMemoryCookieStatusInput, 'memoryCookieStatus'> & { memoryCookieStatus: string | null } & Partial<Pick<AuditRecord, 'displayStatus'>>;

/** An audit the browser has not finished has no verdict yet: it says where it is, not 'Not Audited'. */
const UNFINISHED: Record<string, string> = { REQUESTED: 'Queued', RUNNING: 'Running' };

/**
 * The memory cookie verdict by the same rule the server's reports use (libs/presentation); where
 * the provider has its own word on the audit (a guided result 'Guide: ...', an enhanced status with
 * its source's icon), that, as the server displays it; `own` keeps to the audit's own verdict (the
 * audit report states both).
 */
export const MemoryCookieStatusChip = ({ own = false }: { own?: boolean }) => {
  const audit = useRecordContext<AuditStatusRecord & { id: string }>();
  if (!audit) return null;
  const unfinished = UNFINISHED[audit.status];
  if (unfinished) return <Chip label={unfinished} variant="outlined" size="small" data-testid="memory-cookie-status" data-colour="secondary" />;
  const shown = audit.displayStatus;
  if (!own && shown?.kind === 'badge' && shown.text && shown.colour && isProviderStatus(shown)) {
    return <Chip label={shown.text} icon={statusSourceIcon(shown.icon)} color={chipColour(shown.colour)} size="small" data-testid="memory-cookie-status" data-colour={shown.colour} />;
  }
  const { memoryCookieStatus } = audit;
  const { text, colour } = auditMemoryCookieStatus({
    ...audit,
    memoryCookieStatus: memoryCookieStatus && isMemoryCookieStatus(memoryCookieStatus) ? memoryCookieStatus : null,
  });
  return <Chip label={text} color={chipColour(colour)} size="small" data-testid="memory-cookie-status" data-colour={colour} />;
};
