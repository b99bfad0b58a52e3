import { useState } from 'react';
import { Button, Confirm } from 'react-admin';
import DeleteIcon from '@mui/icons-material/Delete';
import { deleteUser } from '../account-api';
import { accountTabPath } from '../account-paths';
import { useAccountCall } from '../use-account-call';

/** Deletes (the server disables) a user after a confirmation. */
export const DeleteUserButton = ({ userId, name }: { userId: string; name: string }) => {
  const [open, setOpen] = useState(false);
  const { pending, run } = useAccountCall();
  const confirm = async () => {
    setOpen(false);
    await run(() => deleteUser(userId), 'User deleted', accountTabPath('users'));
  };
  return (
    <>
      <Button label="Delete user" color="error" disabled={pending} onClick={() => setOpen(true)}>
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={open}
        title="Delete user"
        content={`Are you sure you want to delete ${name}? They will no longer be able to log in; their history stays.`}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
