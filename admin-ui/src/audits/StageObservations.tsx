import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { stageLabel } from '@tracklight/presentation';
import { stageWaitText, waitStepTexts } from './stage-wait-text';
import type { TechnicalStageData } from './technical-report-data';

const StageObservation = ({ stage }: { stage: TechnicalStageData }) => (
  <Accordion disableGutters>
    <AccordionSummary expandIcon={<ExpandMoreIcon />}>
      <Typography>
        {stageLabel(stage.stage)} ({stage.stage}): {stage.observed ? `${stage.cookies.length} cookies, ${stage.scripts.length} scripts` : 'not observed'}
        {stageWaitText(stage.wait) && <span data-testid="stage-wait">. {stageWaitText(stage.wait)}</span>}
      </Typography>
    </AccordionSummary>
    <AccordionDetails>
      <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
        {stage.url} {stage.httpStatus !== null && `(HTTP ${stage.httpStatus})`}
      </Typography>
      {stage.wait && (
        <Typography variant="body2" data-testid="stage-wait-steps">
          Waits: {waitStepTexts(stage.wait).join(', ')}
        </Typography>
      )}
      {stage.cookies.length > 0 && (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Cookie</TableCell>
              <TableCell>Value</TableCell>
              <TableCell>Domain</TableCell>
              <TableCell>Set by</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {stage.cookies.map((cookie, index) => (
              <TableRow key={`${index}:${cookie.domain}/${cookie.name}`}>
                <TableCell>{cookie.name}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all', maxWidth: 360 }}>{cookie.value}</TableCell>
                <TableCell>{cookie.domain}</TableCell>
                <TableCell>{cookie.origin}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {stage.scripts.length > 0 && (
        <>
          <Typography variant="subtitle2" sx={{ mt: 2 }}>
            Scripts
          </Typography>
          {stage.scripts.map((script) => (
            <Typography key={script} variant="body2" sx={{ wordBreak: 'break-all', fontFamily: 'monospace' }}>
              {script}
            </Typography>
          ))}
        </>
      )}
    </AccordionDetails>
  </Accordion>
);

/** What the browser held at each landing stage: the address, its cookies and its scripts. */
export const StageObservations = ({ stages }: { stages: TechnicalStageData[] }) => (
  <div data-testid="stage-observations">
    {stages.map((stage) => (
      <StageObservation key={stage.stage} stage={stage} />
    ))}
  </div>
);
