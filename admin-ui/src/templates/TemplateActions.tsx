import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import { Confirm, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useFlashError } from '../auth/flash-error';
import { AT_LEAST_ONE_LINK_TO_RUN } from './template-messages';
import { deleteTemplate, runTemplate, updateTemplate } from './template-mutations';
import type { TemplateRecord } from './template-types';

// Spec section 5: what deleting a template does, said before it is done.
const DELETE_WARNING =
  'This permanently deletes the template and cannot be undone. Its future schedulings are cancelled; earlier runs are unaffected.';

interface TemplateActionsProps {
  template: TemplateRecord;
  /** Re-reads the template after a change that keeps the user's unsaved edits. */
  refresh: () => unknown;
}

/** Pause or resume the schedule, run now, and delete for good (spec sections 2 and 4). */
export const TemplateActions = ({ template, refresh }: TemplateActionsProps) => {
  const navigate = useNavigate();
  const notify = useNotify();
  const flashError = useFlashError();
  const [busy, setBusy] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const act = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      flashError(error);
    } finally {
      setBusy(false);
    }
  };
  const togglePause = () =>
    act(async () => {
      await updateTemplate(template.id, { scheduledRunningPaused: !template.scheduledRunningPaused });
      await refresh();
    });
  // Runs what is saved; a template without links cannot run (spec section 5).
  const runNow = () => {
    if (template.batchLinks.length === 0) return flashError(new Error(AT_LEAST_ONE_LINK_TO_RUN));
    return act(async () => navigate(`/reporting/memory/cookie/${await runTemplate(template.id)}`));
  };
  const remove = () =>
    act(async () => {
      setConfirmingDelete(false);
      await deleteTemplate(template.id);
      notify('Template deleted', { type: 'info' });
      navigate('/scheduling');
    });
  return (
    <Stack direction="row" spacing={1} sx={{ my: 2 }}>
      <Button variant="outlined" disabled={busy} onClick={togglePause}>
        {template.scheduledRunningPaused ? 'Resume' : 'Pause'}
      </Button>
      <Button variant="outlined" disabled={busy} onClick={runNow}>
        Run now
      </Button>
      <Button variant="outlined" color="error" disabled={busy} onClick={() => setConfirmingDelete(true)}>
        Delete template
      </Button>
      <Confirm
        isOpen={confirmingDelete}
        title={`Delete template '${template.name}'?`}
        content={DELETE_WARNING}
        confirm="Delete permanently"
        onConfirm={remove}
        onClose={() => setConfirmingDelete(false)}
      />
    </Stack>
  );
};
