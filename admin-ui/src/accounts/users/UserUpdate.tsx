import { Card } from '@mui/material';
import { useParams } from 'react-router-dom';
import { AccountPage, useMayOpen } from '../AccountPage';
import { saveUser, userPath, type User } from '../account-api';
import { useAccountRole } from '../account-access';
import { accountTabPath } from '../account-paths';
import { collectFields } from '../form-values';
import { useAccountCall } from '../use-account-call';
import { useAccountRecord } from '../use-account-record';
import { DeleteUserButton } from './DeleteUserButton';
import { UserForm } from './UserForm';
import { USER_CLEARED, userFields, userFormRecord } from './user-fields';

const ALLOWED = ['superAdmin', 'owner'] as const;

/** /account-management/users/{userId}/update (spec section 2); anyone else is told so, and nothing is read. */
export const UserUpdate = () => {
  const { userId = '' } = useParams();
  const { role } = useAccountRole();
  const superAdmin = role === 'superAdmin';
  const { record, loading } = useAccountRecord<User>(useMayOpen(ALLOWED) ? userPath(userId) : null);
  const { pending, run } = useAccountCall();
  const update = (values: Record<string, unknown>) =>
    run(() => saveUser(userId, collectFields(values, userFields(superAdmin, false), USER_CLEARED)), 'User updated', accountTabPath('users'));
  return (
    <AccountPage title="Update user" tab="users" allowed={ALLOWED} loading={loading}>
      {record && (
        <Card>
          <UserForm
            record={userFormRecord(record)}
            superAdmin={superAdmin}
            fixedCompanyName={record.company?.name}
            pending={pending}
            onSubmit={update}
            actions={record.isEnabled && <DeleteUserButton userId={record.id} name={record.name} />}
          />
        </Card>
      )}
    </AccountPage>
  );
};
