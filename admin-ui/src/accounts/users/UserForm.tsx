import { Typography } from '@mui/material';
import {
  BooleanInput,
  CheckboxGroupInput,
  PasswordInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  required,
  useGetList,
} from 'react-admin';
import type { ReactNode } from 'react';
import { ACCOUNT_LIST_LIMIT } from '../account-queries';
import { GRANT_CHOICES, ROLE_CHOICES } from './user-fields';

interface UserFormProps {
  record?: Record<string, unknown>;
  superAdmin: boolean;
  /** The owner's own company, which their users always belong to. */
  fixedCompanyName?: string;
  pending: boolean;
  onSubmit: (values: Record<string, unknown>) => void;
  /** Extra toolbar buttons (delete on update). */
  actions?: ReactNode;
}

/** A super admin picks the company from every company (spec section 9: limit 100000). */
const CompanyChoice = () => {
  const { data = [], isPending } = useGetList('companies', {
    pagination: { page: 1, perPage: ACCOUNT_LIST_LIMIT },
    sort: { field: 'name', order: 'ASC' },
  });
  return <SelectInput source="companyId" label="Company" choices={data} isPending={isPending} validate={required()} />;
};

/**
 * The user fields of spec section 3. A company owner sees the roles and grants but cannot change
 * them (spec section 6); the server checks every value, and its messages are flashed verbatim.
 */
export const UserForm = ({ record, superAdmin, fixedCompanyName, pending, onSubmit, actions }: UserFormProps) => (
  <SimpleForm
    record={record}
    defaultValues={{ isEnabled: true, isCompanyOwner: false, roles: [], grants: [] }}
    onSubmit={onSubmit}
    toolbar={
      <Toolbar sx={{ gap: 2 }}>
        <SaveButton disabled={pending} alwaysEnable={!pending} />
        {actions}
      </Toolbar>
    }
  >
    <TextInput source="name" label="Name" validate={required()} fullWidth />
    <TextInput source="title" label="Title" fullWidth />
    <TextInput source="email" label="Email" validate={required()} fullWidth />
    {superAdmin ? <CompanyChoice /> : <Typography sx={{ mb: 2 }}>Company: {fixedCompanyName}</Typography>}
    {!record && <PasswordInput source="password" label="Temporary password" validate={required()} helperText="The user chooses their own at the first login." />}
    <BooleanInput source="isEnabled" label="Enabled" />
    <BooleanInput source="isCompanyOwner" label="Company owner" />
    <CheckboxGroupInput source="roles" label="Roles" choices={ROLE_CHOICES} disabled={!superAdmin} />
    <CheckboxGroupInput source="grants" label="Feature grants" choices={GRANT_CHOICES} disabled={!superAdmin} />
    {!superAdmin && <Typography variant="body2" color="text.secondary">Only a super admin can change roles and feature grants.</Typography>}
  </SimpleForm>
);
