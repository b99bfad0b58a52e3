import { gql } from '@apollo/client';
import { useQuery } from '@tanstack/react-query';
import { Alert, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useGetList, useRecordContext } from 'react-admin';
import type { CatalogueSpec } from '@tracklight/cms-catalogue';
import { apolloClient } from '../../dataProvider/apollo-client';

interface HistoryEntry {
  version: number;
  change: string;
  changes: { field: string; label: string; value: string | null }[];
  actorUserId: string | null;
  occurredAt: string;
}

const historyQuery = (spec: CatalogueSpec) =>
  gql`query ${spec.kind}History($id: ID!) { entries: ${spec.kind}HistoryById(id: $id) { version change actorUserId occurredAt changes { field label value } } }`;

const CHANGE_TEXT: Record<string, string> = { Created: 'Created', Updated: 'Changed', Deleted: 'Deleted', Restored: 'Restored' };

/** Who made a change: the user's name and e-mail; the system for shipped content. */
const useActorName = () => {
  const { data: users } = useGetList('users', { pagination: { page: 1, perPage: 1000 } });
  return (id: string | null) => {
    if (id === null) return 'System (shipped with the product)';
    const user = users?.find((candidate) => candidate.id === id);
    return user ? `${user.name} (${user.email})` : id;
  };
};

/**
 * Every change of one CMS item, oldest first, from its event stream (`<kind>HistoryById`): when,
 * who, and each field's new value, in the form's labels.
 */
export const CatalogueHistory = ({ spec, id }: { spec: CatalogueSpec; id: string }) => {
  const actorName = useActorName();
  // Inside an edit page the record's version changes with every save, and the history with it.
  const version = useRecordContext()?.version;
  const { data, error, isPending } = useQuery({
    queryKey: ['catalogue-history', spec.kind, id, version],
    queryFn: async () => (await apolloClient.query<{ entries: HistoryEntry[] }>({ query: historyQuery(spec), variables: { id } })).data!.entries,
  });
  if (isPending) return <LinearProgress aria-label="Loading the history" />;
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (data.length === 0) return <Typography>No changes recorded yet.</Typography>;
  return (
    <Table size="small" data-testid="catalogue-history">
      <TableHead>
        <TableRow>
          <TableCell>When</TableCell>
          <TableCell>Who</TableCell>
          <TableCell>Change</TableCell>
          <TableCell>Fields</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {data.map((entry) => (
          <TableRow key={entry.version} data-version={entry.version}>
            <TableCell>{new Date(entry.occurredAt).toLocaleString()}</TableCell>
            <TableCell>{actorName(entry.actorUserId)}</TableCell>
            <TableCell>{CHANGE_TEXT[entry.change] ?? entry.change}</TableCell>
            <TableCell>
              {entry.changes.map((change) => (
                <Typography key={change.field} variant="body2">
                  <strong>{change.label}:</strong> {change.value ?? '(empty)'}
                </Typography>
              ))}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
