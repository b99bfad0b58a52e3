import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { auditMemoryCookieStatus, isMemoryCookieStatus, type AuditMemoryCookieStatusInput, type Colour } from '@tracklight/presentation';

/** The spec's semantic colours in the MUI theme: primary reads green, secondary grey. */
const CHIP_COLOUR: Record<Colour, 'success' | 'warning' | 'error' | 'default'> = {
  primary: 'success',
  warning: 'warning',
  danger: 'error',
  secondary: 'default',
};

type AuditStatusRecord = Omit<AuditMemoryCookieStatusInput, 'memoryCookieStatus'> & { memoryCookieStatus: string | null };

/** The memory cookie verdict by the same rule the server's reports use (libs/presentation). */
export const MemoryCookieStatusChip = () => {
  const audit = useRecordContext<AuditStatusRecord & { id: string }>();
  if (!audit) return null;
  const { memoryCookieStatus } = audit;
  const { text, colour } = auditMemoryCookieStatus({
    ...audit,
    memoryCookieStatus: memoryCookieStatus && isMemoryCookieStatus(memoryCookieStatus) ? memoryCookieStatus : null,
  });
  return <Chip label={text} color={CHIP_COLOUR[colour]} size="small" data-testid="memory-cookie-status" data-colour={colour} />;
};
