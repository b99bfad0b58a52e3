import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import type { FieldChange, HistoryEntry } from './history-queries';
import { actorText, readableEventType, readableField, readableValue } from './history-text';
import { When } from '../dates/When';

// An event that set a whole record (a network with its definition) lists many fields; the first
// ones show at once, the rest on demand.
const SHOWN_CHANGES = 8;

const Changes = ({ changes }: { changes: FieldChange[] }) => {
  const [all, setAll] = useState(false);
  if (changes.length === 0) return <Typography variant="body2" color="text.secondary">No field changed</Typography>;
  const shown = all ? changes : changes.slice(0, SHOWN_CHANGES);
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {shown.map((change) => (
        <li key={change.field} data-field={change.field}>
          <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
            {readableField(change.field)}
          </Typography>
          <Typography variant="body2" component="span" sx={{ wordBreak: 'break-word' }}>
            {': '}
            {change.before === null ? '' : <del>{readableValue(change.before)}</del>}
            {change.before === null ? 'set to ' : ' → '}
            <ins>{readableValue(change.after)}</ins>
          </Typography>
        </li>
      ))}
      {changes.length > shown.length ? (
        <li>
          <Button size="small" onClick={() => setAll(true)}>
            Show all {changes.length} changed fields
          </Button>
        </li>
      ) : null}
    </Box>
  );
};

/** Events with who, when and what they changed; `showStream` adds which entity (the event log). */
export const HistoryEntriesTable = ({ entries, showStream = false }: { entries: HistoryEntry[]; showStream?: boolean }) => (
  <Table size="small" aria-label="Events">
    <TableHead>
      <TableRow>
        <TableCell sx={{ width: '14%' }}>When</TableCell>
        <TableCell sx={{ width: '18%' }}>Who</TableCell>
        {showStream ? <TableCell sx={{ width: '16%' }}>Entity</TableCell> : null}
        <TableCell sx={{ width: '16%' }}>What happened</TableCell>
        <TableCell>What changed</TableCell>
      </TableRow>
    </TableHead>
    <TableBody>
      {entries.map((entry) => (
        <TableRow key={entry.id} data-event-type={entry.type} sx={{ verticalAlign: 'top' }}>
          <TableCell><When value={entry.occurredAt} /></TableCell>
          <TableCell>{actorText(entry)}</TableCell>
          {showStream ? <TableCell sx={{ wordBreak: 'break-all' }}>{entry.streamId}</TableCell> : null}
          <TableCell title={`${entry.type}, correlation id ${entry.correlationId}`}>{readableEventType(entry.type)}</TableCell>
          <TableCell>
            <Changes changes={entry.changes} />
          </TableCell>
        </TableRow>
      ))}
    </TableBody>
  </Table>
);
