import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** An empty list says what it will hold and what to do about it ('No audits yet: submit links'), with the button that does it. */
export const EmptyState = ({ message, hint, action }: { message: string; hint?: string; action?: ReactNode }) => (
  <Box textAlign="center" m={4} data-testid="empty-state">
    <Typography variant="h6" component="p" gutterBottom>
      {message}
    </Typography>
    {hint && <Typography gutterBottom>{hint}</Typography>}
    {action}
  </Box>
);
