import { Chip, Dialog, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { AuditBadge } from '../audit-view/audit-record';
import { badgeChip, type BadgeChip } from '../audit-view/chip-colour';

/**
 * The audit's badge strip (spec section 4, audit badges), as the server worked it out for this
 * viewer. A badge with more to say (the Lite error's stack, the alternative refresh-stage URL)
 * opens it in a modal.
 */
export const BadgeStrip = ({ badges }: { badges: AuditBadge[] }) => {
  const [open, setOpen] = useState<BadgeChip | null>(null);
  if (!badges.length) return null;
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" data-testid="badges">
        {badges.map(badgeChip).map((chip) => (
          <Chip
            key={chip.key}
            label={chip.label}
            color={chip.colour}
            variant={chip.variant}
            size="small"
            onClick={chip.detail ? () => setOpen(chip) : undefined}
          />
        ))}
      </Stack>
      <Dialog open={open !== null} onClose={() => setOpen(null)} maxWidth="md" fullWidth>
        <DialogTitle>{open?.label}</DialogTitle>
        <DialogContent>
          <Typography component="pre" variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', m: 0 }}>
            {open?.detail}
          </Typography>
        </DialogContent>
      </Dialog>
    </>
  );
};
