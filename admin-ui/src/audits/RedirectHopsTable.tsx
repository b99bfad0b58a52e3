import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { hopViaLabel } from '@tracklight/presentation';
import type { RedirectHopData } from './technical-report-data';

/** The redirect chain from the affiliate link to the landing page, hop by hop. */
export const RedirectHopsTable = ({ hops }: { hops: RedirectHopData[] }) => {
  if (!hops.length) return <Typography color="text.secondary">No redirects were recorded.</Typography>;
  return (
    <Table size="small" data-testid="redirect-hops">
      <TableHead>
        <TableRow>
          <TableCell>#</TableCell>
          <TableCell>Stage</TableCell>
          <TableCell>Host</TableCell>
          <TableCell>Status</TableCell>
          <TableCell>Moved on by</TableCell>
          <TableCell align="right">Cookies set</TableCell>
          <TableCell>URL</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {hops.map((hop, index) => (
          <TableRow key={index}>
            <TableCell>{index + 1}</TableCell>
            <TableCell>{hop.stage ?? '-'}</TableCell>
            <TableCell>{hop.host}</TableCell>
            <TableCell>{hop.status ?? '-'}</TableCell>
            <TableCell>{hopViaLabel(hop.via)}</TableCell>
            <TableCell align="right">{hop.cookiesSet.length}</TableCell>
            <TableCell sx={{ wordBreak: 'break-all', maxWidth: 520 }}>{hop.url}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
