import { Chip, CircularProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { trackingMatrix } from '@tracklight/presentation';
import type { AuditRecord } from '../audit-view/audit-record';
import { chipColour } from '../audit-view/chip-colour';
import { useTechnicalReport } from './use-technical-report';

/**
 * The tracking matrix (spec section 4) that stands in for the status of an audit older than three
 * months: stages across, checks down, from the same stage checks as the technical report.
 */
export const TrackingMatrixTable = ({ audit }: { audit: Pick<AuditRecord, 'id' | 'batchId' | 'status'> }) => {
  const { data, isPending, error } = useTechnicalReport(audit);
  if (isPending) return <CircularProgress size={20} aria-label="Loading the tracking matrix" />;
  if (error || !data) return <Typography variant="body2">The tracking matrix could not be loaded. Reload the page to try again.</Typography>;
  const matrix = trackingMatrix(data.stageChecks);
  return (
    <Table size="small" sx={{ width: 'auto' }} data-testid="tracking-matrix" aria-label="Tracking matrix">
      <TableHead>
        <TableRow>
          <TableCell>Check</TableCell>
          {matrix.stages.map(({ stage, label }) => (
            <TableCell key={stage}>{label}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {matrix.rows.map((row) => (
          <TableRow key={row.check}>
            <TableCell component="th" scope="row">
              {row.label}
            </TableCell>
            {row.cells.map((cell, index) => (
              <TableCell key={matrix.stages[index].stage}>
                <Chip size="small" label={cell.result} color={chipColour(cell.colour)} />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
