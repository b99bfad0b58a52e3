import { useMutation } from '@tanstack/react-query';
import { Box, Button, Typography } from '@mui/material';
import { apolloClient } from '../dataProvider/apollo-client';
import { replayCheckText, type ReplayDifference } from '@tracklight/presentation';
import { COMPARE_WITH_REPLAY } from './read-model-queries';

/**
 * Checks one read model against a fresh replay of the event store (the same check as
 * `npm run verify-read-models`): the answer says it is right, or which tables differ by how many
 * rows, with a few of those rows to look at. A rebuild mends a difference.
 */
export const ReplayCheck = ({ name }: { name: string }) => {
  const check = useMutation({
    mutationFn: async () => {
      const { data } = await apolloClient.mutate<{ readModelCompareWithReplay: ReplayDifference[] }>({ mutation: COMPARE_WITH_REPLAY, variables: { name } });
      return data!.readModelCompareWithReplay;
    },
  });
  const samples = (check.data ?? []).flatMap((difference) => [
    ...difference.liveSamples.map((row) => `read model ${difference.table} ${row}`),
    ...difference.replaySamples.map((row) => `replay ${difference.table} ${row}`),
  ]);
  return (
    <Box aria-live="polite">
      <Button size="small" variant="outlined" onClick={() => check.mutate()} disabled={check.isPending}>
        {check.isPending ? 'Checking…' : 'Check against a replay'}
      </Button>
      {check.error ? (
        <Typography variant="body2" color="error">
          The check failed: {check.error.message}. Try again.
        </Typography>
      ) : null}
      {check.data
        ? replayCheckText(check.data).map((line) => (
            <Typography key={line} variant="body2" color={check.data.length === 0 ? 'success.main' : 'error'} data-replay-check={check.data.length === 0 ? 'equal' : 'differs'}>
              {line}
            </Typography>
          ))
        : null}
      {samples.length > 0 ? (
        <details>
          <summary>Rows that differ</summary>
          {samples.map((sample) => (
            <Typography key={sample} variant="body2" component="div" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
              {sample}
            </Typography>
          ))}
        </details>
      ) : null}
    </Box>
  );
};
