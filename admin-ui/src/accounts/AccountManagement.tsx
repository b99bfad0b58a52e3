import { Tab, Tabs } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { CompanyList } from './companies/CompanyList';
import { UserList } from './users/UserList';
import { NoAccountAccess } from './NoAccountAccess';
import type { AccountTab } from './account-paths';
import { useAccountRole } from './account-access';

/**
 * /account-management (spec section 2): a super admin switches between companies and users; a
 * company owner sees their own company's users only.
 */
export const AccountManagement = () => {
  const { role } = useAccountRole();
  const [search, setSearch] = useSearchParams();
  if (!role) return <NoAccountAccess />;
  if (role === 'owner') return <UserList showCompany={false} />;
  const tab: AccountTab = search.get('tab') === 'users' ? 'users' : 'companies';
  return (
    <>
      <Tabs value={tab} onChange={(_, next: AccountTab) => setSearch({ tab: next })} sx={{ mt: 1 }}>
        <Tab value="companies" label="Companies" />
        <Tab value="users" label="Users" />
      </Tabs>
      {tab === 'companies' ? <CompanyList /> : <UserList showCompany />}
    </>
  );
};
