import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { batchProgressText, type BatchProgressRecord } from './batch-progress';

/** The Progress column; `sortBy` is read by the datagrid's header. */
export const BatchProgressField = (_: { label?: string; sortBy?: string }) => {
  const batch = useRecordContext<BatchProgressRecord & { id: string }>();
  if (!batch) return null;
  return (
    <Typography variant="body2" color={batch.isDone ? 'success.main' : 'text.secondary'} data-testid="batch-progress">
      {batchProgressText(batch)}
    </Typography>
  );
};
