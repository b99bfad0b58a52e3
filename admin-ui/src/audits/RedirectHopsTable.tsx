import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { hopViaLabel } from '@tracklight/presentation';
import type { RedirectHopData } from './technical-report-data';

/** 'Meta refresh after 1.0 s': the way on, and how long the page waited when it moved by itself. */
const movedOn = (hop: RedirectHopData) =>
  hop.dwellMs === undefined ? hopViaLabel(hop.via) : `${hopViaLabel(hop.via)} after ${(hop.dwellMs / 1000).toFixed(1)} s`;

/** Cookies the hop's Set-Cookie headers did not leave in the browser, with why. */
const refusedCookies = (hop: RedirectHopData) =>
  hop.cookiesSet
    .filter((cookie) => cookie.setCookie && cookie.setCookie.outcome !== 'stored')
    .map((cookie) => `${cookie.name}: ${cookie.setCookie?.reason ?? cookie.setCookie?.outcome}`);

const fragmentText = (hop: RedirectHopData) =>
  hop.fragment ? `#${new URLSearchParams(hop.fragment).toString()}` : '';

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
            <TableCell>{movedOn(hop)}</TableCell>
            <TableCell align="right">
              {hop.cookiesSet.length}
              {refusedCookies(hop).map((line) => (
                <div key={line}>{line}</div>
              ))}
            </TableCell>
            <TableCell sx={{ wordBreak: 'break-all', maxWidth: 520 }}>
              {hop.url}
              {fragmentText(hop)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
