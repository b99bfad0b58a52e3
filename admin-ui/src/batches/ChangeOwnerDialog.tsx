import { useMemo, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useGetList } from 'react-admin';
import { ACCOUNT_LIST_LIMIT } from '../accounts/account-queries';
import { useFlashError } from '../auth/flash-error';
import { OWNER_REQUIRED, ownerChoices, type BatchActionTarget, type OwnerCandidate } from './batch-actions';
import { BatchActionDialog } from './BatchActionDialog';

interface ChangeOwnerDialogProps {
  batch: BatchActionTarget;
  busy: boolean;
  onClose: () => void;
  onChangeOwner: (ownerId: string) => void;
}

type OwnerChoice = ReturnType<typeof ownerChoices>[number];

/** Change owner (super admins): pick any enabled user; an owner is required (spec section 5). */
export const ChangeOwnerDialog = ({ batch, busy, onClose, onChangeOwner }: ChangeOwnerDialogProps) => {
  const { data: users, isPending } = useGetList<OwnerCandidate>('users', { pagination: { page: 1, perPage: ACCOUNT_LIST_LIMIT } });
  const choices = useMemo(() => ownerChoices(users ?? []), [users]);
  const [owner, setOwner] = useState<OwnerChoice | null>(null);
  const flashError = useFlashError();
  const submit = () => {
    if (owner) onChangeOwner(owner.id);
    else flashError(new Error(OWNER_REQUIRED));
  };
  return (
    <BatchActionDialog title={`Change the owner of '${batch.name}'`} busy={busy} onClose={onClose} onSubmit={submit}>
      <Autocomplete
        options={choices}
        loading={isPending}
        value={owner}
        onChange={(_, choice) => setOwner(choice)}
        getOptionLabel={(choice) => choice.label}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        renderInput={(params) => <TextField {...params} autoFocus margin="dense" label="New owner" />}
      />
    </BatchActionDialog>
  );
};
