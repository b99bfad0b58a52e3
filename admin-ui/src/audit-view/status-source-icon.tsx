import ComputerIcon from '@mui/icons-material/Computer';
import VpnLockIcon from '@mui/icons-material/VpnLock';
import type { ReactElement } from 'react';

/** Which later pass decided a status (spec section 4: enhanced statuses show an icon by source). */
const SOURCES: Record<string, { Icon: typeof ComputerIcon; title: string }> = {
  'local-processing': { Icon: ComputerIcon, title: 'Decided by local processing' },
  'web-unlocker': { Icon: VpnLockIcon, title: 'Decided through the web unlocker' },
};

/** The icon of a displayed status's source, for a Chip's `icon`; undefined when the audit's own status shows. */
export const statusSourceIcon = (icon: string | null | undefined): ReactElement | undefined => {
  const source = icon ? SOURCES[icon] : undefined;
  return source ? <source.Icon fontSize="small" titleAccess={source.title} data-testid={`status-source-${icon}`} /> : undefined;
};
