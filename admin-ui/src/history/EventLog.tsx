import { useQuery } from '@tanstack/react-query';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Card, CardContent, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Title } from 'react-admin';
import { apolloClient } from '../dataProvider/apollo-client';
import { downloadSafeCsv } from '../export/safe-exporter';
import { HistoryEntriesTable } from '../entity-history/HistoryEntriesTable';
import { EVENT_SEARCH, type EventLogFilter, type HistoryEntry } from '../entity-history/history-queries';
import { actorText, instantOf, readableEventType } from '../entity-history/history-text';

const PER_PAGE = 50;

type Page = { entries: HistoryEntry[]; hasNextPage: boolean };

const searchPage = async (filter: EventLogFilter, page: number): Promise<Page> => {
  const { data, error } = await apolloClient.query<{ eventSearch: Page }>({
    query: EVENT_SEARCH,
    variables: { ...filter, page, perPage: PER_PAGE },
    fetchPolicy: 'network-only',
  });
  if (!data?.eventSearch) throw new Error(error?.message ?? 'Something went wrong');
  return data.eventSearch;
};

const FILTER_FIELDS: { key: keyof EventLogFilter; label: string; help: string; type?: string }[] = [
  { key: 'type', label: 'Event type', help: 'e.g. NetworkUpdated' },
  { key: 'streamType', label: 'Entity type', help: 'batch, audit, template, network, user, ...' },
  { key: 'actorId', label: 'User id', help: 'Who did it' },
  { key: 'companyId', label: 'Company id', help: "The company's batches, audits, templates" },
  { key: 'from', label: 'From', help: 'Your local time', type: 'datetime-local' },
  { key: 'to', label: 'To', help: 'Your local time', type: 'datetime-local' },
];

const EXPORT_COLUMNS = [
  { header: 'When', value: (entry: HistoryEntry) => entry.occurredAt },
  { header: 'Who', value: (entry: HistoryEntry) => actorText(entry) },
  { header: 'Entity', value: (entry: HistoryEntry) => entry.streamId },
  { header: 'Event', value: (entry: HistoryEntry) => readableEventType(entry.type) },
  { header: 'Event type', value: (entry: HistoryEntry) => entry.type },
  { header: 'Correlation id', value: (entry: HistoryEntry) => entry.correlationId },
  { header: 'Changes', value: (entry: HistoryEntry) => entry.changes.map((change) => `${change.field}: ${change.before ?? ''} -> ${change.after ?? ''}`).join('; ') },
];

/**
 * /superuser-tools/event-log: every event in the store, newest first, by type, entity type, user,
 * company and time (super admins; the server refuses anyone else).
 */
export const EventLog = () => {
  const [draft, setDraft] = useState<Record<keyof EventLogFilter, string>>({ type: '', streamType: '', actorId: '', companyId: '', from: '', to: '' });
  const [filter, setFilter] = useState<EventLogFilter>({});
  const [page, setPage] = useState(1);
  const { data, isPending, error } = useQuery({ queryKey: ['eventSearch', filter, page], queryFn: () => searchPage(filter, page) });
  const apply = () => {
    const trimmed = (value: string) => value.trim() || undefined;
    setFilter({
      type: trimmed(draft.type),
      streamType: trimmed(draft.streamType),
      actorId: trimmed(draft.actorId),
      companyId: trimmed(draft.companyId),
      from: instantOf(draft.from) ?? undefined,
      to: instantOf(draft.to) ?? undefined,
    });
    setPage(1);
  };
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Event log" />
      <CardContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          Everything that happened, newest first: who did it, to what, and what it changed. Narrow it with the filters, then open an entity's page for its
          whole history.
        </Typography>
        <Stack direction="row" flexWrap="wrap" gap={1} component="form" aria-label="Event log filters" onSubmit={(event) => { event.preventDefault(); apply(); }}>
          {FILTER_FIELDS.map((field) => (
            <TextField
              key={field.key}
              label={field.label}
              helperText={field.help}
              size="small"
              type={field.type ?? 'text'}
              value={draft[field.key]}
              onChange={(event) => setDraft({ ...draft, [field.key]: event.target.value })}
              slotProps={field.type ? { inputLabel: { shrink: true } } : undefined}
            />
          ))}
          <Box>
            <Button type="submit" variant="contained">
              Search
            </Button>
          </Box>
        </Stack>
        {isPending ? <LinearProgress aria-label="Loading events" sx={{ mt: 2 }} /> : null}
        {error ? <Alert severity="error" sx={{ mt: 2 }}>{error.message}</Alert> : null}
        {data && data.entries.length === 0 ? (
          <Alert severity="info" sx={{ mt: 2 }}>
            No events match these filters. Widen the time range or clear a filter.
          </Alert>
        ) : null}
        {data && data.entries.length > 0 ? (
          <>
            <HistoryEntriesTable entries={data.entries} showStream />
            <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 1 }}>
              <Button disabled={page === 1} onClick={() => setPage(page - 1)}>
                Newer
              </Button>
              <Typography variant="body2">Page {page}</Typography>
              <Button disabled={!data.hasNextPage} onClick={() => setPage(page + 1)}>
                Older
              </Button>
              <Button startIcon={<DownloadIcon />} onClick={() => downloadSafeCsv(`Event log page ${page}`, EXPORT_COLUMNS, data.entries)}>
                Export this page
              </Button>
            </Stack>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
};
