import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled part of an audit page. */
export const Section = ({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) => (
  <Box component="section" sx={{ mb: 3 }} data-testid={testId}>
    <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
      {title}
    </Typography>
    {children}
  </Box>
);
