import type { FormEvent, ReactNode } from 'react';
import { Button, Stack } from '@mui/material';

/** The fields of an auth page's form, stacked above its one submit button (disabled while busy). */
export const AuthForm = ({ onSubmit, submitLabel, busy, children }: { onSubmit: (event: FormEvent) => void; submitLabel: string; busy: boolean; children: ReactNode }) => (
  <form onSubmit={onSubmit}>
    <Stack spacing={2}>
      {children}
      <Button type="submit" variant="contained" disabled={busy}>
        {submitLabel}
      </Button>
    </Stack>
  </form>
);
