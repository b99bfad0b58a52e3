import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useFlash } from '../auth/flash-error';
import { batchProgressText, timeLeftText, type BatchProgressRecord, type TimeLeftInput } from './batch-progress';

type ProgressBatch = BatchProgressRecord & TimeLeftInput & { name: string };

/** What the submit forms put in the history entry of the batch page they land on. */
export interface SubmittedState {
  submitted: true;
}

const isSubmitted = (state: unknown): state is SubmittedState => (state as SubmittedState | null)?.submitted === true;

/**
 * The confirmation after a submit (issue 22), naming the batch once its page has it; the history
 * entry is then cleared of the mark, so a reload or going back does not confirm again.
 */
const useSubmittedConfirmation = (batch: ProgressBatch) => {
  const location = useLocation();
  const navigate = useNavigate();
  const flash = useFlash();
  const submitted = isSubmitted(location.state);
  useEffect(() => {
    if (!submitted) return;
    const links = `${batch.numLinks} link${batch.numLinks === 1 ? '' : 's'}`;
    flash(`Batch '${batch.name}' submitted: ${links} queued for audit. Progress shows below.`, 'success');
    navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [submitted, batch.name, batch.numLinks, flash, navigate, location.pathname, location.search]);
};

/** Re-renders every few seconds, so the estimate moves between two reads of the batch. */
const useNow = (active: boolean, everyMs = 5000) => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [active, everyMs]);
  return now;
};

/**
 * A batch's progress on its page (issue 22): the spec's 'Processing n / total links...' line, a
 * bar of done / total, and the time left at the rate audits have finished so far. The page polls
 * the batch (LiveRefresh), so all three move without a reload.
 */
export const BatchProgressHeader = ({ batch }: { batch: ProgressBatch }) => {
  useSubmittedConfirmation(batch);
  const now = useNow(!batch.isDone);
  const done = Math.min(batch.numCurrentCompletedAudits, batch.numLinks);
  const percent = batch.isDone || batch.numLinks === 0 ? 100 : Math.round((done / batch.numLinks) * 100);
  const estimate = timeLeftText(batch, now);
  return (
    <Box sx={{ mt: 1 }}>
      <Typography data-testid="batch-progress">{batchProgressText(batch)}</Typography>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mt: 0.5, maxWidth: 560 }}>
          <LinearProgress
            variant="determinate"
            value={percent}
            sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
            aria-label={`${done} of ${batch.numLinks} links audited`}
            data-testid="batch-progress-bar"
            data-done={done}
            data-total={batch.numLinks}
          />
          <Typography variant="body2" color="text.secondary" data-testid="batch-time-left" aria-live="polite">
            {estimate}
          </Typography>
      </Stack>
    </Box>
  );
};
