import type { MouseEvent } from 'react';
import { Typography } from '@mui/material';
import { Link } from 'react-admin';
import type { TemplateRecord } from './template-types';

/** An API timestamp as the schedule reads it (UTC): '2026-11-25 09:30 UTC'; null if not a date. */
export const formatUtc = (value: string): string | null => {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const iso = date.toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
};

type RunFields = Pick<TemplateRecord, 'scheduledRunningPaused' | 'nextScheduledRunAt' | 'lastRunBatch'>;

/** Spec section 2: 'Paused' when paused; a value that is not a date is shown as red text. */
export const NextRun = ({ template }: { template: RunFields }) => {
  if (template.scheduledRunningPaused) return <span data-testid="next-run">Paused</span>;
  const next = template.nextScheduledRunAt;
  if (!next) return <span data-testid="next-run">Not scheduled</span>;
  const formatted = formatUtc(next);
  return formatted ? (
    <span data-testid="next-run">{formatted}</span>
  ) : (
    <Typography component="span" color="error" data-testid="next-run">
      {next}
    </Typography>
  );
};

/** The template's latest run, opening that batch; stops the click reaching a clickable row. */
export const LastRun = ({ template }: { template: RunFields }) => {
  const run = template.lastRunBatch;
  if (!run) return <span data-testid="last-run">Never run</span>;
  return (
    <Link to={`/reporting/memory/cookie/${run.id}`} onClick={(event: MouseEvent) => event.stopPropagation()} data-testid="last-run">
      {run.startedAt ? (formatUtc(run.startedAt) ?? run.startedAt) : run.id}
    </Link>
  );
};

/** Last run, its scheduling error in red ('{ts}: {message}') and the next run (spec sections 2 and 8). */
export const TemplateRunInfo = ({ template }: { template: TemplateRecord }) => (
  <>
    <Typography>
      Last run: <LastRun template={template} />
    </Typography>
    {template.schedulingError && (
      <Typography color="error" data-testid="scheduling-error">
        {formatUtc(template.schedulingError.ts) ?? template.schedulingError.ts}: {template.schedulingError.message}
      </Typography>
    )}
    <Typography>
      Next run: <NextRun template={template} />
    </Typography>
  </>
);
