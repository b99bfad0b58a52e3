import { DatagridConfigurable, FunctionField, List, NumberField, TextField } from 'react-admin';
import { AccountListActions } from '../AccountListActions';
import { updatePath } from '../account-paths';
import type { Company } from '../account-api';
import { DateTimeField } from '../../dates/DateTimeField';
import { companyExporter } from './company-export';

/** Companies Management (spec sections 2 and 3), super admins only. */
export const CompanyList = () => (
  <List
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
