import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardContent, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, Title, useNotify } from 'react-admin';
import { apolloClient } from '../dataProvider/apollo-client';
import { CANCEL_REBUILD, cancelOutcomeText, lagText, READ_MODELS, REBUILD_READ_MODEL, rebuildPercent, type ReadModelStatus } from './read-model-queries';
import { When } from '../dates/When';
import { ReplayCheck } from './ReplayCheck';

const running = (model: ReadModelStatus) => !!model.rebuild && model.rebuild.finishedAt === null;

const loadReadModels = async (): Promise<ReadModelStatus[]> => {
  const { data, error } = await apolloClient.query<{ readModels: ReadModelStatus[] }>({ query: READ_MODELS, fetchPolicy: 'network-only' });
  if (!data?.readModels) throw new Error(error?.message ?? 'Something went wrong');
  return data.readModels;
};

const RebuildCell = ({ model, onRebuild, onCancel, cancelling }: { model: ReadModelStatus; onRebuild: () => void; onCancel: () => void; cancelling: boolean }) => {
  if (running(model)) {
    const percent = rebuildPercent(model.rebuild!);
    return (
      <Box sx={{ minWidth: 180 }}>
        <LinearProgress variant="determinate" value={percent} aria-label={`Rebuilding ${model.name}`} />
        <Typography variant="body2">
          {percent}%: {model.rebuild!.applied.toLocaleString('en-GB')} of about {model.rebuild!.total.toLocaleString('en-GB')} events
        </Typography>
        <Button size="small" onClick={onCancel} disabled={cancelling}>
          {cancelling ? 'Cancelling…' : 'Cancel rebuild'}
        </Button>
      </Box>
    );
  }
  return (
    <Box>
      <Button variant="outlined" size="small" onClick={onRebuild}>
        Rebuild
      </Button>
      {model.rebuild?.error ? <Typography variant="body2" color="error">Last rebuild failed: {model.rebuild.error}</Typography> : null}
      {model.rebuild?.cancelled ? (
        <Typography variant="body2" color="text.secondary">
          Last rebuild cancelled <When value={model.rebuild.finishedAt} />
        </Typography>
      ) : null}
      {model.rebuild && !model.rebuild.error && !model.rebuild.cancelled ? (
        <Typography variant="body2" color="text.secondary">
          Rebuilt <When value={model.rebuild.finishedAt} />
        </Typography>
      ) : null}
    </Box>
  );
};

/**
 * /superuser-tools/read-models: every read model with its checkpoint, how far it is behind the
 * event store and its last error, and a rebuild from the first event with a progress bar fed by
 * the server (polled every second while one runs) and a cancel that leaves the read model as it was,
 * and a check against a fresh replay.
 */
export const ReadModels = () => {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<string | null>(null);
  const { data, isPending, error } = useQuery({
    queryKey: ['readModels'],
    queryFn: loadReadModels,
    refetchInterval: (query) => (query.state.data?.some(running) ? 1000 : 10_000),
  });
  const rebuild = useMutation({
    mutationFn: (name: string) => apolloClient.mutate({ mutation: REBUILD_READ_MODEL, variables: { name } }),
    onSuccess: (_, name) => {
      notify(`Rebuilding ${name}`, { type: 'info' });
      void queryClient.invalidateQueries({ queryKey: ['readModels'] });
    },
    onError: (failure: Error) => notify(failure.message, { type: 'error' }),
  });
  // Answers once the rebuild has stopped and its copy is dropped.
  const cancel = useMutation({
    mutationFn: async (name: string) => {
      const { data } = await apolloClient.mutate<{ readModelRebuildCancel: ReadModelStatus }>({ mutation: CANCEL_REBUILD, variables: { name } });
      return data!.readModelRebuildCancel;
    },
    onSuccess: (model) => {
      notify(cancelOutcomeText(model.name, model.rebuild), { type: 'info' });
      void queryClient.invalidateQueries({ queryKey: ['readModels'] });
    },
    onError: (failure: Error) => notify(failure.message, { type: 'error' }),
  });
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Read models" />
      <CardContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          Each screen reads a read model that the product keeps from the event store. One that is far behind, or shows an error, can be rebuilt from the
          first event: the rebuild fills a copy of its tables and swaps it in when it has caught up, so its screens keep working meanwhile. A check
          replays the events into a copy beside it and compares the two row by row, to tell whether a read model is right after an incident.
        </Typography>
        {isPending ? <LinearProgress aria-label="Loading read models" /> : null}
        {error ? <Alert severity="error">Could not load the read models: {error.message}. Reload the page to try again.</Alert> : null}
        {data ? (
          <Table size="small" aria-label="Read models">
            <TableHead>
              <TableRow>
                <TableCell>Read model</TableCell>
                <TableCell>Tables</TableCell>
                <TableCell>Last event applied</TableCell>
                <TableCell>Behind the store</TableCell>
                <TableCell>Last error</TableCell>
                <TableCell>Rebuild</TableCell>
                <TableCell>Correct?</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((model) => (
                <TableRow key={model.name} data-read-model={model.name} sx={{ verticalAlign: 'top' }}>
                  <TableCell>{model.name}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{model.tables.join(', ')}</TableCell>
                  <TableCell>
                    <When value={model.checkpointAt} empty="None yet" />
                  </TableCell>
                  <TableCell>{lagText(model)}</TableCell>
                  <TableCell>
                    {model.lastError ? (
                      <>
                        {model.lastError.message} (<When value={model.lastError.at} />)
                      </>
                    ) : (
                      'None'
                    )}
                  </TableCell>
                  <TableCell>
                    <RebuildCell
                      model={model}
                      onRebuild={() => setConfirming(model.name)}
                      onCancel={() => cancel.mutate(model.name)}
                      cancelling={cancel.isPending && cancel.variables === model.name}
                    />
                  </TableCell>
                  <TableCell>
                    <ReplayCheck name={model.name} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
        <Confirm
          isOpen={confirming !== null}
          title={`Rebuild ${confirming ?? ''}?`}
          content="Every event is applied again into a copy of its tables, which replaces them once it has caught up. Its screens keep showing the current rows until then."
          confirm="Rebuild"
          onConfirm={() => {
            if (confirming) rebuild.mutate(confirming);
            setConfirming(null);
          }}
          onClose={() => setConfirming(null)}
        />
      </CardContent>
    </Card>
  );
};
