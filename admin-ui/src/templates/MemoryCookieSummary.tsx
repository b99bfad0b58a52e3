import { useEffect, useState } from 'react';
import { gql } from '@apollo/client';
import { Box, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import type { Colour } from '@tracklight/presentation';
import { apolloClient } from '../dataProvider/apollo-client';

interface StatusCount {
  memoryCookieStatus: string;
  statusReadable: string;
  colour: Colour;
  count: number | null;
}

const SUMMARY = gql`
  query MemoryCookieStatusSummary($batchId: ID!) {
    memoryCookieStatusSummary(batchId: $batchId) { memoryCookieStatus statusReadable colour count }
  }
`;

/** The spec's semantic colours as theme colours for the dot: primary reads green, secondary grey. */
const DOT: Record<Colour, string> = { primary: 'success.main', warning: 'warning.main', danger: 'error.main', secondary: 'grey.500' };

/** The batch's page showing only its audits of one verdict (its audit list's Verdict filter). */
export const batchAuditsWithVerdict = (batchId: string, memoryCookieStatus: string) =>
  `/reporting/memory/cookie/${batchId}?${new URLSearchParams({ filter: JSON.stringify({ memoryCookieStatus }) })}`;

/**
 * The memory cookie status summary of a batch (spec section 2): a coloured dot, the readable
 * status and a count per row; counts are null while the batch is still open. Each status opens
 * the batch's audits of that verdict.
 */
export const MemoryCookieSummary = ({ batchId }: { batchId: string }) => {
  const [rows, setRows] = useState<StatusCount[] | null>(null);
  useEffect(() => {
    let current = true;
    apolloClient
      .query<{ memoryCookieStatusSummary: StatusCount[] }>({ query: SUMMARY, variables: { batchId } })
      .then(({ data }) => current && setRows(data.memoryCookieStatusSummary))
      // The summary is an extra; the template screen stays usable without it.
      .catch(() => current && setRows([]));
    return () => {
      current = false;
    };
  }, [batchId]);
  if (!rows || rows.length === 0) return null;
  if (rows.every((row) => row.count === null)) {
    return <Typography data-testid="memory-cookie-summary">Please open batch fully to see memory cookie status summary</Typography>;
  }
  return (
    <Table size="small" data-testid="memory-cookie-summary" sx={{ maxWidth: 480 }}>
      <TableHead>
        <TableRow>
          <TableCell>Memory Cookie Status</TableCell>
          <TableCell align="right">Count</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.memoryCookieStatus}>
            <TableCell>
              <Box component="span" sx={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', bgcolor: DOT[row.colour], mr: 1 }} />
              <MuiLink component={Link} to={batchAuditsWithVerdict(batchId, row.memoryCookieStatus)}>
                {row.statusReadable}
              </MuiLink>
            </TableCell>
            <TableCell align="right">{row.count}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
