import { Typography } from '@mui/material';
import { AutocompleteInput, SelectInput, SimpleForm, TextInput, useRecordContext, type SimpleFormProps } from 'react-admin';
import { ADVERTISER_SPEC } from '@tracklight/cms-catalogue';
import { readSession } from '../../auth/session';
import { FieldInput } from '../catalogue/field-input';
import { useAdvertiserNetworks } from './advertiser-choices';
import { advertiserFormErrors } from './advertiser-form-errors';

const { fields } = ADVERTISER_SPEC;
type FieldName = keyof typeof fields;

const SECTIONS: { title: string; names: FieldName[] }[] = [
  { title: 'Tracking', names: ['primaryTrackingMethod', 'trackingMethodNarrative', 'javascript', 's2s', 'other'] },
  { title: 'Bespoke cookie', names: ['bespokeCookieValueType', 'bespokeCookieName', 'bespokeCookieValue', 'bespokeAni', 'bespokeMasterTag'] },
  { title: 'Audits', names: ['cannotAudit', 'cannotAuditReason'] },
  { title: 'Comments', names: ['internalComment', 'publicComment'] },
];

/** Network and network advertiser id (and the domain, without one) name the advertiser: fixed once created. */
const IdentityInputs = ({ creating }: { creating: boolean }) => {
  const record = useRecordContext();
  const networks = useAdvertiserNetworks();
  const domainFixed = !creating && !record?.advertiserId;
  return (
    <>
      {creating ? (
        <AutocompleteInput
          source="networkId"
          label={fields.networkId.label}
          choices={networks.choices}
          isPending={networks.isPending}
          parse={(value: string | null) => value || null}
          sx={{ minWidth: 320 }}
        />
      ) : (
        <SelectInput
          source="networkId"
          label={fields.networkId.label}
          choices={networks.choices}
          isPending={networks.isPending}
          disabled
          helperText="Fixed: it identifies the advertiser"
        />
      )}
      {creating ? <FieldInput name="advertiserId" field={fields.advertiserId} /> : <TextInput source="advertiserId" label={fields.advertiserId.label} disabled helperText={false} />}
      <FieldInput name="name" field={fields.name} />
      {domainFixed ? (
        <TextInput source="domain" label={fields.domain.label} disabled helperText="Fixed: without a network advertiser id the domain identifies the advertiser" />
      ) : (
        <FieldInput name="domain" field={fields.domain} />
      )}
    </>
  );
};

/**
 * Every field of spec section 3, checked as a whole with the server's own schema and rules
 * (advertiser-form-errors.ts), so each input shows the message the server would give; a refusal
 * only the server can make (the advertiser exists already) is flashed.
 */
export const AdvertiserForm = ({ creating, ...props }: { creating: boolean } & Omit<SimpleFormProps, 'children'>) => {
  // The internal comment is the provider's staff's; a network's own users neither see nor send it.
  const staff = Boolean(readSession()?.user.company.isSuperAdmin);
  return (
    <SimpleForm {...props} validate={(values) => advertiserFormErrors(values, creating)}>
      <IdentityInputs creating={creating} />
      {SECTIONS.map(({ title, names }) => [
        <Typography key={title} variant="h6" component="h2" sx={{ mt: 3 }}>
          {title}
        </Typography>,
        ...names.filter((name) => staff || name !== 'internalComment').map((name) => <FieldInput key={name} name={name} field={fields[name]} />),
      ])}
    </SimpleForm>
  );
};
