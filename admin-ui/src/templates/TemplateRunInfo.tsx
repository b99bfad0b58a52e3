import type { MouseEvent } from 'react';
import { Typography } from '@mui/material';
import { Link } from 'react-admin';
import { toDate } from '../dates/format-dates';
import { When } from '../dates/When';
import type { TemplateRecord } from './template-types';

/** A run's time as the schedule reads it: in UTC, like the schedule's own times (spec section 5: 'Times are UTC'), e.g. '25 Nov 2026, 09:30 UTC'. */
const RunTime = ({ value }: { value: string }) => <When value={value} timeZone="UTC" empty={value} />;

type RunFields = Pick<TemplateRecord, 'scheduledRunningPaused' | 'nextScheduledRunAt' | 'lastRunBatch'>;

/** Spec section 2: 'Paused' when paused; a value that is not a date is shown as red text. */
export const NextRun = ({ template }: { template: RunFields }) => {
  if (template.scheduledRunningPaused) return <span data-testid="next-run">Paused</span>;
  const next = template.nextScheduledRunAt;
  if (!next) return <span data-testid="next-run">Not scheduled</span>;
  return toDate(next) ? (
    <span data-testid="next-run">
      <RunTime value={next} />
    </span>
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
      {run.startedAt ? <RunTime value={run.startedAt} /> : run.id}
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
        <RunTime value={template.schedulingError.ts} />: {template.schedulingError.message}
      </Typography>
    )}
    <Typography>
      Next run: <NextRun template={template} />
    </Typography>
  </>
);
