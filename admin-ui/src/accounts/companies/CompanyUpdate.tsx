import { useState } from 'react';
import { Card } from '@mui/material';
import { useParams } from 'react-router-dom';
import { AccountPage, useMayOpen } from '../AccountPage';
import { companyPath, saveCompany, type Company } from '../account-api';
import { accountTabPath } from '../account-paths';
import { collectFields } from '../form-values';
import { useAccountCall } from '../use-account-call';
import { useAccountRecord } from '../use-account-record';
import { CompanyForm } from './CompanyForm';
import { ExtraLinksForm } from './ExtraLinksForm';
import { COMPANY_CLEARED, COMPANY_FIELDS } from './company-fields';

const ALLOWED = ['superAdmin'] as const;

/** /account-management/companies/{companyId}/update (spec section 2), super admins only; nothing is read for anyone else. */
export const CompanyUpdate = () => {
  const { companyId = '' } = useParams();
  const { record, loading } = useAccountRecord<Company>(useMayOpen(ALLOWED) ? companyPath(companyId) : null);
  // The quota card follows each grant; the form keeps what it loaded, so unsaved edits survive.
  const [granted, setGranted] = useState<Company | null>(null);
  const { pending, run } = useAccountCall();
  const update = (values: Record<string, unknown>) =>
    run(() => saveCompany(companyId, collectFields(values, COMPANY_FIELDS, COMPANY_CLEARED)), 'Company updated', accountTabPath('companies'));
  return (
    <AccountPage title="Update company" tab="companies" allowed={ALLOWED} loading={loading}>
      {record && (
        <>
          <Card>
            <CompanyForm record={record} pending={pending} onSubmit={update} />
          </Card>
          <ExtraLinksForm company={granted ?? record} onGranted={setGranted} />
        </>
      )}
    </AccountPage>
  );
};
