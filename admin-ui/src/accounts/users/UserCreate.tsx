import { Card } from '@mui/material';
import { AccountPage } from '../AccountPage';
import { saveUser } from '../account-api';
import { useAccountRole } from '../account-access';
import { accountTabPath } from '../account-paths';
import { collectFields } from '../form-values';
import { useAccountCall } from '../use-account-call';
import { UserForm } from './UserForm';
import { userFields } from './user-fields';

/**
 * /account-management/users/create (spec section 2). The new user logs in with the temporary
 * password and chooses their own (account setup); an owner's new user joins the owner's company.
 */
export const UserCreate = () => {
  const { user, role } = useAccountRole();
  const superAdmin = role === 'superAdmin';
  const { pending, run } = useAccountCall();
  const create = (values: Record<string, unknown>) =>
    run(() => saveUser(undefined, collectFields(values, userFields(superAdmin, true))), 'User created', accountTabPath('users'));
  return (
    <AccountPage title="Create user" tab="users" allowed={['superAdmin', 'owner']}>
      <Card>
        <UserForm superAdmin={superAdmin} fixedCompanyName={user?.company.name} pending={pending} onSubmit={create} />
      </Card>
    </AccountPage>
  );
};
