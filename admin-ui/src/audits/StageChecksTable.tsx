import { Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { errorMeaning, stageLabel } from '@tracklight/presentation';
import { stageCheckRows } from './stage-check-rows';
import type { TechnicalReportData } from './technical-report-data';

const ErrorCode = ({ id, focusable }: { id: string; focusable?: boolean }) => (
  <Typography component="span" variant="body2" tabIndex={focusable ? 0 : undefined} sx={{ mr: 1, fontFamily: 'monospace' }}>
    {id}
  </Typography>
);

/**
 * An error id and its meaning (the CMS's text, else the product's own): on hover or keyboard focus
 * in a table, or written out beside it (`spelledOut`) where there is room and on paper.
 */
export const ErrorId = ({ id, description, spelledOut }: { id: string; description?: string | null; spelledOut?: boolean }) => {
  const meaning = description ?? errorMeaning(id) ?? '';
  if (spelledOut) {
    return (
      <Typography component="span" variant="body2" display="block" data-error-id={id}>
        <ErrorCode id={id} /> {meaning}
      </Typography>
    );
  }
  return (
    <Tooltip title={meaning} describeChild>
      <ErrorCode id={id} focusable={Boolean(meaning)} />
    </Tooltip>
  );
};

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
