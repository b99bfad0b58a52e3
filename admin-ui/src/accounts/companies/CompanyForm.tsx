import { BooleanInput, CheckboxGroupInput, NumberInput, SaveButton, SimpleForm, TextInput, Toolbar, required } from 'react-admin';
import type { Company } from '../account-api';
import { QUEUE_CHOICES } from './company-fields';

interface CompanyFormProps {
  record?: Company;
  pending: boolean;
  onSubmit: (values: Record<string, unknown>) => void;
}

/**
 * Every company field the server accepts (spec section 3). Bounds are the server's to check, so
 * its messages reach the user verbatim (spec section 8); fields left empty on create take the
 * server's defaults.
 */
export const CompanyForm = ({ record, pending, onSubmit }: CompanyFormProps) => (
  <SimpleForm
    record={record}
    onSubmit={onSubmit}
    toolbar={
      <Toolbar>
        <SaveButton disabled={pending} alwaysEnable={!pending} />
      </Toolbar>
    }
  >
    <TextInput source="name" label="Name" validate={required()} fullWidth />
    <TextInput source="companyType" label="Company type" helperText={record ? false : 'Empty: publisher'} />
    <TextInput source="billingId" label="Billing ID" />
    <NumberInput source="numMonthlyLinks" label="Monthly links" />
    <NumberInput source="resetDay" label="Reset day (1-28)" />
    <NumberInput source="maxBatchSize" label="Max batch size" />
    <CheckboxGroupInput source="queues" label="Queues" choices={QUEUE_CHOICES} />
    <BooleanInput source="isSuperAdmin" label="Super admin company" />
    <BooleanInput source="moonpullShareEnabled" label="Share enabled" />
  </SimpleForm>
);
