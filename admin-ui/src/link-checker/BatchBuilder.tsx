import { useReducer, useState } from 'react';
import { Alert, Button, Checkbox, FormControlLabel, Paper, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Confirm } from 'react-admin';
import { useFlash } from '../auth/flash-error';
import { readSession } from '../auth/session';
import { batchPayload, type BatchMetaValues } from './batch-payload';
import { EMPTY_BUILDER, builderReducer, builderSubmitProblem, type BuilderRow } from './builder-rows';
import { LinkRowEditor } from './LinkRowEditor';
import { LinkRowView } from './LinkRowView';
import { linkFieldsFor } from './link-fields';
import { rowIndexOfServerMessage } from './link-validation';
import { submitBatch } from './submit-batch';
import { useSubmission } from './use-submission';

/** The server's refusal, kept beside the row it names until that row is saved again. */
interface RowRefusal {
  key: string;
  message: string;
}

/** The batch builder (spec section 2): link rows built one by one, submitted as one batch. */
export const BatchBuilder = () => {
  const offered = linkFieldsFor(readSession()?.user);
  const flash = useFlash();
  const { pending, run } = useSubmission();
  const [meta, setMeta] = useState<BatchMetaValues>({ name: '', description: '', notifyOnComplete: true });
  const [state, dispatch] = useReducer(builderReducer, EMPTY_BUILDER);
  const [deleting, setDeleting] = useState<BuilderRow | null>(null);
  const [refusal, setRefusal] = useState<RowRefusal | null>(null);

  const submit = async () => {
    const problem = builderSubmitProblem(state);
    if (problem) return flash(problem, 'warning');
    const refused = await run(() => submitBatch(batchPayload(meta, state.rows.map((row) => row.values), offered)));
    const index = refused === null ? null : rowIndexOfServerMessage(refused);
    const row = index === null ? undefined : state.rows[index];
    setRefusal(row && refused ? { key: row.key, message: refused } : null);
  };
  const save = (key: string, values: BuilderRow['values']) => {
    dispatch({ type: 'save', key, values });
    if (refusal?.key === key) setRefusal(null);
  };

  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 960 }}>
      <TextField label="Batch Name" name="builderName" value={meta.name} onChange={(e) => setMeta({ ...meta, name: e.target.value })} />
      <TextField
        label="Comment"
        name="builderDescription"
        value={meta.description}
        onChange={(e) => setMeta({ ...meta, description: e.target.value })}
      />
      <FormControlLabel
        control={<Checkbox checked={meta.notifyOnComplete} onChange={(e) => setMeta({ ...meta, notifyOnComplete: e.target.checked })} />}
        label="Send email notification on completion"
      />
      <Typography variant="h6">Links</Typography>
      {state.rows.length === 0 && <Typography color="text.secondary">No links yet. Add one to start the batch.</Typography>}
      {state.rows.map((row, index) => (
        <Paper key={row.key} variant="outlined" data-testid="link-row">
          {state.editing === row.key ? (
            <LinkRowEditor
              number={index + 1}
              values={row.values}
              offered={offered}
              onSave={(values) => save(row.key, values)}
              onCancel={() => dispatch({ type: 'cancel' })}
            />
          ) : (
            <LinkRowView
              number={index + 1}
              values={row.values}
              offered={offered}
              canEdit={state.editing === null}
              onEdit={() => dispatch({ type: 'edit', key: row.key })}
              onDelete={() => setDeleting(row)}
            />
          )}
          {refusal?.key === row.key && (
            <Alert severity="error" sx={{ m: 2, mt: 0 }}>
              {refusal.message}
            </Alert>
          )}
        </Paper>
      ))}
      <Stack direction="row" spacing={2}>
        <Button startIcon={<AddIcon />} onClick={() => dispatch({ type: 'add' })} disabled={state.editing !== null}>
          Add link
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={pending}>
          Submit batch
        </Button>
      </Stack>
      <Confirm
        isOpen={deleting !== null}
        title="Delete link"
        content="Are you sure you want to delete this link?"
        onConfirm={() => {
          if (deleting) dispatch({ type: 'delete', key: deleting.key });
          if (refusal?.key === deleting?.key) setRefusal(null);
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
};
