import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { auditMemoryCookieStatus, isMemoryCookieStatus, type AuditMemoryCookieStatusInput } from '@tracklight/presentation';
import { chipColour } from './chip-colour';

type AuditStatusRecord = Omit<AuditMemoryCookieStatusInput, 'memoryCookieStatus'> & { memoryCookieStatus: string | null };

/** An audit the browser has not finished has no verdict yet: it says where it is, not 'Not Audited'. */
const UNFINISHED: Record<string, string> = { REQUESTED: 'Queued', RUNNING: 'Running' };

/** The memory cookie verdict by the same rule the server's reports use (libs/presentation). */
export const MemoryCookieStatusChip = () => {
  const audit = useRecordContext<AuditStatusRecord & { id: string }>();
  if (!audit) return null;
  const unfinished = UNFINISHED[audit.status];
  if (unfinished) return <Chip label={unfinished} variant="outlined" size="small" data-testid="memory-cookie-status" data-colour="secondary" />;
  const { memoryCookieStatus } = audit;
  const { text, colour } = auditMemoryCookieStatus({
    ...audit,
    memoryCookieStatus: memoryCookieStatus && isMemoryCookieStatus(memoryCookieStatus) ? memoryCookieStatus : null,
  });
  return <Chip label={text} color={chipColour(colour)} size="small" data-testid="memory-cookie-status" data-colour={colour} />;
};
