import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Label and value pairs, one a row. */
export const FactList = ({ facts, testId }: { facts: Fact[]; testId?: string }) => (
  <Table size="small" sx={{ width: 'auto', minWidth: 420 }} data-testid={testId}>
    <TableBody>
      {facts.map(({ label, value }) => (
        <TableRow key={label}>
          <TableCell component="th" scope="row" sx={{ fontWeight: 500, width: 240 }}>
            {label}
          </TableCell>
          <TableCell>{value}</TableCell>
        </TableRow>
      ))}
    </TableBody>
  </Table>
);
