import { Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { errorMeaning, stageLabel } from '@tracklight/presentation';
import { stageCheckRows } from './stage-check-rows';
import type { TechnicalReportData } from './technical-report-data';

/** An error id with its meaning on hover: the CMS's text, else the product's own. */
export const ErrorId = ({ id, description }: { id: string; description?: string | null }) => (
  <Tooltip title={description ?? errorMeaning(id) ?? ''}>
    <Typography component="span" variant="body2" sx={{ mr: 1, fontFamily: 'monospace' }}>
      {id}
    </Typography>
  </Tooltip>
);

/**
 * The stage checks (spec section 4): per landing stage what was observed and the x.3 network,
 * x.4 consent and x.5 next checks (N failed, OK passed, N/A not defined by the network, '-' not run).
 */
export const StageChecksTable = ({ report }: { report: TechnicalReportData }) => (
  <Table size="small" data-testid="stage-checks">
    <TableHead>
      <TableRow>
        <TableCell>Stage</TableCell>
        <TableCell>Observed</TableCell>
        <TableCell align="right">Cookies</TableCell>
        <TableCell>Network (x.3)</TableCell>
        <TableCell>Consent (x.4)</TableCell>
        <TableCell>Next (x.5)</TableCell>
        <TableCell>Errors</TableCell>
      </TableRow>
    </TableHead>
    <TableBody>
      {stageCheckRows(report).map((row) => (
        <TableRow key={row.stage} data-stage={row.stage}>
          <TableCell>
            <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
              {row.stage}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {stageLabel(row.stage)}
            </Typography>
          </TableCell>
          <TableCell>{row.observed}</TableCell>
          <TableCell align="right">{row.cookies ?? '-'}</TableCell>
          <TableCell>{row.network}</TableCell>
          <TableCell>{row.consent}</TableCell>
          <TableCell>{row.next}</TableCell>
          <TableCell>{row.errors.length ? row.errors.map((id) => <ErrorId key={id} id={id} description={report.errorDescriptions[id]} />) : '-'}</TableCell>
        </TableRow>
      ))}
    </TableBody>
  </Table>
);
