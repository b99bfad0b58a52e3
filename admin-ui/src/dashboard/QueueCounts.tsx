import { Chip, Stack, Typography } from '@mui/material';
import { useGetList } from 'react-admin';

/** How many audits wait or run on each queue (a, b, c; super admins also see superuser). */
export const QueueCounts = () => {
  const { data } = useGetList<{ id: string; name: string; count: number }>('queueCounts');
  return (
    <Stack direction="row" spacing={1} alignItems="center" data-testid="queue-counts">
      <Typography variant="subtitle2">Queues</Typography>
      {data?.map((queue) => <Chip key={queue.id} label={`${queue.name}: ${queue.count}`} size="small" variant="outlined" />)}
    </Stack>
  );
};
