import { Alert, Box, Typography } from '@mui/material';
import { BooleanInput, NumberInput, SelectInput, TextInput, required } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { COOKIE_TYPES, MAIN_FIELDS, type LinkField, type LinkFieldsForUser } from './link-fields';
import { REFERRER_WARNING, mayRequireReferrer } from './link-validation';

/** Spec section 2: LinkConnector and LC Naked may credit only referred clicks. */
const ReferrerWarning = () => {
  const network = useWatch({ name: 'userDefinedNetwork' }) as string | null | undefined;
  return mayRequireReferrer(network) ? <Alert severity="warning" sx={{ mb: 2 }}>{REFERRER_WARNING}</Alert> : null;
};

/** Affiliate Link, Network (with the referrer warning) and Country Code: required for every link (spec section 5). */
export const MainLinkInputs = () => (
  <>
    {MAIN_FIELDS.map((field) => (
      <Box key={field.source} sx={{ width: '100%' }}>
        <TextInput source={field.source} label={field.label} validate={required()} />
        {field.source === 'userDefinedNetwork' && <ReferrerWarning />}
      </Box>
    ))}
  </>
);

const LinkFieldInput = ({ field }: { field: LinkField }) => {
  const { source, label } = field;
  switch (field.kind) {
    case 'cookieType':
      return <SelectInput source={source} label={label} choices={COOKIE_TYPES} emptyText="None" emptyValue="none" />;
    case 'boolean':
      return <BooleanInput source={source} label={label} />;
    case 'number':
      return <NumberInput source={source} label={label} min={0} />;
    default:
      return <TextInput source={source} label={label} />;
  }
};

const FieldGrid = ({ fields }: { fields: readonly LinkField[] }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', columnGap: 2, width: '100%' }}>
    {fields.map((field) => (
      <LinkFieldInput key={field.source} field={field} />
    ))}
  </Box>
);

/** The Additional Fields the user is offered, then the super admin's advanced settings (spec section 2). */
export const OptionalLinkInputs = ({ offered }: { offered: LinkFieldsForUser }) => (
  <Box sx={{ width: '100%' }}>
    <FieldGrid fields={offered.additional} />
    {offered.advanced.length > 0 && (
      <Box data-testid="advanced-settings">
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          Advanced Settings
        </Typography>
        <FieldGrid fields={offered.advanced} />
      </Box>
    )}
  </Box>
);
