import { MenuItem, TextField } from '@mui/material';
import { STATUS_PROCESSING_WINDOWS } from '@tracklight/presentation';

/** The status processing reports' time window (spec section 9: 1 minute default, up to 1 hour). */
export const TimeWindowSelect = ({ value, onChange, testId }: { value: number; onChange: (ms: number) => void; testId: string }) => (
  <TextField
    select
    size="small"
    label="Time window"
    value={value}
    onChange={(event) => onChange(Number(event.target.value))}
    sx={{ width: 180, flexShrink: 0 }}
    slotProps={{ select: { SelectDisplayProps: { 'data-testid': testId } as object } }}
  >
    {STATUS_PROCESSING_WINDOWS.map((window) => (
      <MenuItem key={window.ms} value={window.ms}>
        {window.label}
      </MenuItem>
    ))}
  </TextField>
);
