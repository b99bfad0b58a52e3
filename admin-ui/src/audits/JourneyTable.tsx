import { Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { AuditJourney } from '../audit-view/audit-record';
import { chipColour } from '../audit-view/chip-colour';
import { journeyRows } from './consent-journey';

/** The consent stages of the audit: reached, memory cookie set, tracking likelihood (coloured by the platform's thresholds). */
export const JourneyTable = ({ audit }: { audit: AuditJourney }) => (
  <Table size="small" data-testid="consent-stages">
    <TableHead>
      <TableRow>
        <TableCell>Stage</TableCell>
        <TableCell>Reached</TableCell>
        <TableCell>Memory cookie</TableCell>
        <TableCell>Tracking likelihood</TableCell>
      </TableRow>
    </TableHead>
    <TableBody>
      {journeyRows(audit).map((row) => (
        <TableRow key={row.stage} data-stage={row.stage}>
          <TableCell>
            <Typography variant="body2">{row.step}</Typography>
            <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
              {row.stage}
            </Typography>
          </TableCell>
          <TableCell>{row.reached}</TableCell>
          <TableCell>{row.memoryCookie}</TableCell>
          <TableCell>
            {row.trackingLikelihood === '-' ? '-' : <Chip label={row.trackingLikelihood} color={chipColour(row.colour)} size="small" />}
          </TableCell>
        </TableRow>
      ))}
    </TableBody>
  </Table>
);
