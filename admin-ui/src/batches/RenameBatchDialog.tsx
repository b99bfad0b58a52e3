import { useState } from 'react';
import { TextField } from '@mui/material';
import { useFlashError } from '../auth/flash-error';
import { renameProblem, type BatchActionTarget } from './batch-actions';
import { BatchActionDialog } from './BatchActionDialog';

interface RenameBatchDialogProps {
  batch: BatchActionTarget;
  busy: boolean;
  onClose: () => void;
  onRename: (name: string) => void;
}

/** Rename: a name is required (spec section 5), checked before anything is sent. */
export const RenameBatchDialog = ({ batch, busy, onClose, onRename }: RenameBatchDialogProps) => {
  const [name, setName] = useState(batch.name);
  const flashError = useFlashError();
  const submit = () => {
    const problem = renameProblem(name);
    if (problem) flashError(new Error(problem));
    else onRename(name);
  };
  return (
    <BatchActionDialog title={`Rename '${batch.name}'`} busy={busy} onClose={onClose} onSubmit={submit}>
      <TextField
        autoFocus
        fullWidth
        margin="dense"
        label="New name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        slotProps={{ htmlInput: { name: 'batchName' } }}
      />
    </BatchActionDialog>
  );
};
