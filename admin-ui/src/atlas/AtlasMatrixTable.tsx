import { Chip, Link as MuiLink, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { Link } from 'react-router-dom';
import { chipColour } from '../audit-view/chip-colour';
import type { AtlasMatrix } from './atlas-matrix';

/**
 * One Atlas matrix: a row per network (or country), a column per final verdict; each count opens
 * Audit Search on those audits. `rowLabel` names the first column.
 */
export const AtlasMatrixTable = ({ matrix, rowLabel, testId }: { matrix: AtlasMatrix; rowLabel: string; testId: string }) => (
  <TableContainer>
    <Table size="small" data-testid={testId} aria-label={`Audits by ${rowLabel.toLowerCase()} and verdict`}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {rowLabel}
          </TableCell>
          {matrix.verdicts.map((verdict) => (
            <TableCell key={verdict.status} component="th" scope="col" align="right" data-verdict={verdict.status}>
              <Chip label={verdict.text} color={chipColour(verdict.colour)} size="small" />
            </TableCell>
          ))}
          <TableCell component="th" scope="col" align="right">
            Total
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {matrix.rows.map((row) => (
          <TableRow key={row.key} data-row={row.label}>
            <TableCell component="th" scope="row">
              {row.label}
            </TableCell>
            {matrix.verdicts.map((verdict) => {
              const cell = row.cells[verdict.status];
              return (
                <TableCell key={verdict.status} align="right" data-verdict={verdict.status}>
                  {cell ? (
                    <MuiLink component={Link} to={cell.link} aria-label={`${cell.count} ${cell.count === 1 ? 'audit' : 'audits'}: ${row.label}, ${verdict.text}`}>
                      {cell.count}
                    </MuiLink>
                  ) : (
                    '0'
                  )}
                </TableCell>
              );
            })}
            <TableCell align="right">{row.total}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </TableContainer>
);
