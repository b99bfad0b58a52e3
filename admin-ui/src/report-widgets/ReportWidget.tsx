import { Alert, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { CollapsibleCard } from '../dashboard/CollapsibleCard';
import type { ReactNode } from 'react';
import { INVALID_RANGE, isValidRange, type DateRange } from './report-form';

/** A dashboard report widget: a collapsible box, its explanation and its form. */
export const ReportWidget = ({ title, testId, about, children }: { title: string; testId: string; about: ReactNode; children: ReactNode }) => (
  <CollapsibleCard title={title} testId={testId}>
    <Typography variant="body2" sx={{ mb: 2 }}>
      {about}
    </Typography>
    <Stack spacing={2}>{children}</Stack>
  </CollapsibleCard>
);

/** Start and end dates, with the spec's message while the range is not valid. */
export const DateRangeFields = ({ range, onChange, problem }: { range: DateRange; onChange: (range: DateRange) => void; problem?: string | null }) => {
  const message = problem ?? (isValidRange(range) ? null : INVALID_RANGE);
  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField type="date" size="small" label="Start date" value={range.startDate} onChange={(e) => onChange({ ...range, startDate: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} error={!!message} />
        <TextField type="date" size="small" label="End date" value={range.endDate} onChange={(e) => onChange({ ...range, endDate: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} error={!!message} />
      </Stack>
      {message ? <Alert severity="warning">{message}</Alert> : null}
    </Stack>
  );
};

/** A report button: disabled while any of the widget's downloads runs, with a spinner on its own. */
export const ReportButton = ({ label, busy, disabled, onClick }: { label: string; busy: string | null; disabled?: boolean; onClick: () => void }) => (
  <Button variant="outlined" disabled={disabled || busy !== null} onClick={onClick} startIcon={busy === label ? <CircularProgress size={16} /> : undefined}>
    {label}
  </Button>
);
