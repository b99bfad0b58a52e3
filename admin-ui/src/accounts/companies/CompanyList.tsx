import { DatagridConfigurable, FunctionField, List, NumberField, SearchInput, SelectInput, TextField, useGetList } from 'react-admin';
import { ACCOUNT_LIST_LIMIT } from '../account-queries';
import { AccountListActions } from '../AccountListActions';
import { updatePath } from '../account-paths';
import type { Company } from '../account-api';
import { DateTimeField } from '../../dates/DateTimeField';
import { companyExporter } from './company-export';

/** The company types in use, for the Type filter. */
const useCompanyTypes = () => {
  const { data } = useGetList<Company>('companies', { pagination: { page: 1, perPage: ACCOUNT_LIST_LIMIT } });
  return [...new Set((data ?? []).map((company) => company.companyType).filter(Boolean))].sort().map((type) => ({ id: type, name: type }));
};

/** Companies Management (spec sections 2 and 3), super admins only: searched, filtered and sorted in the browser (local-page.ts). */
export const CompanyList = () => (
  <List
    filters={[
      <SearchInput key="q" source="q" placeholder="Name, billing ID, type" alwaysOn />,
      <SelectInput key="companyType" source="companyType" label="Type" choices={useCompanyTypes()} alwaysOn />,
    ]}
    resource="companies"
    title="Account Management"
    storeKey="account-companies"
    disableSyncWithLocation
    perPage={25}
    sort={{ field: 'name', order: 'ASC' }}
    actions={<AccountListActions tab="companies" label="Create company" />}
    exporter={companyExporter}
  >
    <DatagridConfigurable rowClick={(id) => updatePath('companies', String(id))} bulkActionButtons={false}>
      <TextField source="name" />
      <TextField source="companyType" label="Type" />
      <NumberField source="numMonthlyLinks" label="Monthly links" />
      <NumberField source="numExtraMonthlyLinks" label="Extra" />
      <NumberField source="numAudits" label="Used audits" />
      <NumberField source="remainingAudits" label="Remaining audits" />
      <NumberField source="maxBatchSize" label="Max batch size" />
      <NumberField source="resetDay" label="Reset day" />
      <DateTimeField source="nextResetDate" label="Next reset" dateStyle="date" />
      <FunctionField label="Queues" sortable={false} render={(company: Company) => company.queues.join(', ')} />
      <TextField source="billingId" label="Billing ID" emptyText="-" />
    </DatagridConfigurable>
  </List>
);
