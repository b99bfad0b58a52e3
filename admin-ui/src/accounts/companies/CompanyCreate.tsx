import { Card } from '@mui/material';
import { AccountPage } from '../AccountPage';
import { saveCompany } from '../account-api';
import { accountTabPath } from '../account-paths';
import { collectFields } from '../form-values';
import { useAccountCall } from '../use-account-call';
import { CompanyForm } from './CompanyForm';
import { COMPANY_FIELDS } from './company-fields';

/** /account-management/companies/create (spec section 2), super admins only. */
export const CompanyCreate = () => {
  const { pending, run } = useAccountCall();
  const create = (values: Record<string, unknown>) =>
    run(() => saveCompany(undefined, collectFields(values, COMPANY_FIELDS)), 'Company created', accountTabPath('companies'));
  return (
    <AccountPage title="Create company" tab="companies" allowed={['superAdmin']}>
      <Card>
        <CompanyForm pending={pending} onSubmit={create} />
      </Card>
    </AccountPage>
  );
};
