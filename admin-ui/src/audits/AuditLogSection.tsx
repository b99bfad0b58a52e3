import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, LinearProgress, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { authedRequest } from '../auth/authed-request';
import { saveBlob } from '../http/download';
import { Section } from './Section';
import { When } from '../dates/When';

interface AuditLogEntry {
  time: string;
  level: string;
  attempt: number | null;
  msg: string;
  details: Record<string, unknown>;
}

const matches = (entry: AuditLogEntry, filter: string) =>
  !filter || `${entry.level} ${entry.msg} ${JSON.stringify(entry.details)}`.toLowerCase().includes(filter.toLowerCase());

/** The audit's own log (GET /audit-logs/{auditId}; super admins): each step, wait and consent message, in order. */
export const AuditLogSection = ({ auditId }: { auditId: string }) => {
  const [filter, setFilter] = useState('');
  const { data, error, isPending } = useQuery({
    queryKey: ['auditLog', auditId],
    queryFn: () => authedRequest<{ entries: AuditLogEntry[] }>(`/audit-logs/${auditId}`),
    retry: false,
  });
  const entries = (data?.entries ?? []).filter((entry) => matches(entry, filter));
  return (
    <Section title="Audit log" testId="audit-log">
      {isPending && <LinearProgress />}
      {error && <Alert severity="info">{error.message}</Alert>}
      {data && (
        <>
          <Stack direction="row" spacing={2} sx={{ mb: 1 }} alignItems="center">
            <TextField size="small" label="Filter the log" value={filter} onChange={(event) => setFilter(event.target.value)} />
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={() => saveBlob(new Blob([JSON.stringify(data.entries, null, 2)], { type: 'application/json' }), `audit-${auditId}-log.json`)}
            >
              Download the log
            </Button>
          </Stack>
          {entries.length === 0 ? (
            <Typography variant="body2">No line matches the filter; clear it to see the whole log.</Typography>
          ) : (
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>Time</TableCell>
                  <TableCell>Attempt</TableCell>
                  <TableCell>Level</TableCell>
                  <TableCell>Message</TableCell>
                  <TableCell>Details</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {entries.map((entry, index) => (
                  <TableRow key={index} data-testid="audit-log-line">
                    <TableCell><When value={entry.time} dateStyle="seconds" /></TableCell>
                    <TableCell>{entry.attempt ?? '-'}</TableCell>
                    <TableCell>{entry.level}</TableCell>
                    <TableCell>{entry.msg}</TableCell>
                    <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all', maxWidth: 520 }}>{JSON.stringify(entry.details)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </>
      )}
    </Section>
  );
};
