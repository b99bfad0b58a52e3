import { useQuery } from '@tanstack/react-query';
import { Alert, Box, LinearProgress, TablePagination, Typography } from '@mui/material';
import { useState } from 'react';
import { apolloClient } from '../dataProvider/apollo-client';
import { AsOfView } from './AsOfView';
import { HistoryEntriesTable } from './HistoryEntriesTable';
import { STREAM_HISTORY, type HistoryEntry } from './history-queries';

const historyPage = async (streamId: string, page: number, perPage: number) => {
  const { data } = await apolloClient.query<{ streamHistory: { total: number; entries: HistoryEntry[] } | null }>({
    query: STREAM_HISTORY,
    variables: { streamId, page, perPage },
    fetchPolicy: 'network-only',
  });
  return data?.streamHistory ?? null;
};

/**
 * The History of any entity (issue 16): every event on its stream, newest first, with who did it
 * and what it changed field by field, and the entity as it was at any moment. `streamId` is
 * `<type>-<id>` (network-awin, batch-<uuid>, ...).
 */
export const HistoryPanel = ({ streamId }: { streamId: string }) => {
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(10);
  const { data, isPending, error } = useQuery({
    queryKey: ['streamHistory', streamId, page, perPage],
    queryFn: () => historyPage(streamId, page + 1, perPage),
  });
  return (
    <Box component="section" aria-label="History" data-testid="history-panel" data-stream-id={streamId} sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2">
        History
      </Typography>
      {isPending ? <LinearProgress aria-label="Loading the history" /> : null}
      {error ? <Alert severity="error">Could not load the history: {error.message}. Reload the page to try again.</Alert> : null}
      {!isPending && !error && !data ? <Alert severity="info">No history yet: changes will show here once it has been saved.</Alert> : null}
      {data ? (
        <>
          <HistoryEntriesTable entries={data.entries} />
          <TablePagination
            component="div"
            count={data.total}
            page={page}
            rowsPerPage={perPage}
            rowsPerPageOptions={[10, 25, 50, 100]}
            onPageChange={(_, next) => setPage(next)}
            onRowsPerPageChange={(event) => {
              setPerPage(Number(event.target.value));
              setPage(0);
            }}
          />
          <AsOfView streamId={streamId} />
        </>
      ) : null}
    </Box>
  );
};
