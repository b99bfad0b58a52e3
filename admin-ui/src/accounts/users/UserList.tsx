import { BooleanField, DatagridConfigurable, FunctionField, List, NullableBooleanInput, SearchInput, TextField } from 'react-admin';
import { AccountListActions } from '../AccountListActions';
import { updatePath } from '../account-paths';
import type { User } from '../account-api';
import { userExporter } from './user-export';

/**
 * User Management (spec sections 2 and 3). The server scopes the list: a super admin gets
 * everyone, a company owner their own company's users; searched, filtered and sorted in the
 * browser (local-page.ts).
 */
export const UserList = ({ showCompany }: { showCompany: boolean }) => (
  <List
    filters={[
      <SearchInput key="q" source="q" placeholder="Name, title, e-mail, company" alwaysOn />,
      <NullableBooleanInput key="isEnabled" source="isEnabled" label="Enabled" alwaysOn />,
      <NullableBooleanInput key="isCompanyOwner" source="isCompanyOwner" label="Owner" />,
    ]}
    resource="users"
    title="Account Management"
    storeKey="account-users"
    disableSyncWithLocation
    perPage={25}
    sort={{ field: 'name', order: 'ASC' }}
    actions={<AccountListActions tab="users" label="Create user" />}
    exporter={userExporter({ showCompany })}
  >
    <DatagridConfigurable rowClick={(id) => updatePath('users', String(id))} bulkActionButtons={false}>
      <TextField source="name" />
      <TextField source="title" />
      <TextField source="email" />
      {showCompany && <TextField source="company.name" label="Company" />}
      <BooleanField source="isEnabled" label="Enabled" />
      <BooleanField source="isCompanyOwner" label="Owner" />
      <FunctionField label="Roles" sortable={false} render={(user: User) => user.roles.map((role) => role.name).join(', ')} />
      <FunctionField label="Grants" sortable={false} render={(user: User) => user.grants.join(', ')} />
    </DatagridConfigurable>
  </List>
);
