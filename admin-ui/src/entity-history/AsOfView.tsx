import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, LinearProgress, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { apolloClient } from '../dataProvider/apollo-client';
import { ENTITY_AS_OF, type EntitySnapshot } from './history-queries';
import { instantOf, readableField, readableValue } from './history-text';
import { When } from '../dates/When';

const snapshotAt = async (streamId: string, asOf: string): Promise<EntitySnapshot | null> => {
  const { data } = await apolloClient.query<{ entityAsOf: EntitySnapshot | null }>({
    query: ENTITY_AS_OF,
    variables: { streamId, asOf },
    fetchPolicy: 'network-only',
  });
  return data?.entityAsOf ?? null;
};

const Snapshot = ({ streamId, asOf }: { streamId: string; asOf: string }) => {
  const { data, isPending, error } = useQuery({ queryKey: ['entityAsOf', streamId, asOf], queryFn: () => snapshotAt(streamId, asOf) });
  if (isPending) return <LinearProgress aria-label="Loading the earlier state" />;
  if (error) return <Alert severity="error">Could not read the state at that moment: {error.message}. Try again, or pick another moment.</Alert>;
  if (!data || data.version === 0) return <Alert severity="info">It did not exist yet at <When value={asOf} />. Pick a later moment.</Alert>;
  return (
    <Box data-testid="as-of-snapshot">
      <Typography variant="body2" sx={{ mb: 1 }}>
        As it was at <When value={asOf} />: after {data.version} {data.version === 1 ? 'change' : 'changes'}, the last on{' '}
        <When value={data.lastChangedAt} />.
      </Typography>
      <Table size="small" aria-label="State at that moment">
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '35%' }}>Field</TableCell>
            <TableCell>Value then</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.fields.map((field) => (
            <TableRow key={field.field} data-field={field.field}>
              <TableCell>{readableField(field.field)}</TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>{readableValue(field.value)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};

/** A date-time picker and the entity as its stream had it at that moment (entityAsOf). */
export const AsOfView = ({ streamId }: { streamId: string }) => {
  const [local, setLocal] = useState('');
  const [shown, setShown] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const show = () => {
    const instant = instantOf(local);
    setProblem(instant ? null : 'Please pick a date and time.');
    setShown(instant);
  };
  return (
    <Box sx={{ mt: 2 }}>
      <Stack direction="row" spacing={1} alignItems="flex-start" component="form" onSubmit={(event) => { event.preventDefault(); show(); }}>
        <TextField
          type="datetime-local"
          label="Show as of"
          size="small"
          value={local}
          onChange={(event) => setLocal(event.target.value)}
          error={!!problem}
          helperText={problem ?? 'Your local time'}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
        />
        <Button type="submit" variant="outlined">
          Show
        </Button>
      </Stack>
      {shown ? <Snapshot streamId={streamId} asOf={shown} /> : null}
    </Box>
  );
};
