import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { chipColour } from './chip-colour';
import { memoryCookieVerdict, type AuditStatusRecord } from './memory-cookie-verdict';
import { statusSourceIcon } from './status-source-icon';

/** The memory cookie verdict of the row's audit (memoryCookieVerdict); `own` keeps to the audit's own (the audit report states both). */
export const MemoryCookieStatusChip = ({ own = false }: { own?: boolean }) => {
  const audit = useRecordContext<AuditStatusRecord & { id: string }>();
  if (!audit) return null;
  const { text, colour, icon, pending } = memoryCookieVerdict(audit, own);
  return (
    <Chip
      label={text}
      icon={statusSourceIcon(icon)}
      color={chipColour(colour)}
      variant={pending ? 'outlined' : 'filled'}
      size="small"
      data-testid="memory-cookie-status"
      data-colour={colour}
    />
  );
};
