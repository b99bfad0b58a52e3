import { Alert, Box, Typography } from '@mui/material';
import { BooleanInput, NumberInput, SelectInput, TextInput, required, type TextInputProps } from 'react-admin';
import { useSuggestionList } from '../choices/SuggestionList';
import { COUNTRY_SUGGESTIONS, useNetworkSuggestions } from '../choices/suggestions';
import { useWatch } from 'react-hook-form';
import { COOKIE_TYPES, MAIN_FIELDS, type LinkField, type LinkFieldsForUser } from './link-fields';
import { REFERRER_WARNING, mayRequireReferrer } from './link-validation';

/** Spec section 2: LinkConnector and LC Naked may credit only referred clicks. */
const ReferrerWarning = () => {
  const network = useWatch({ name: 'userDefinedNetwork' }) as string | null | undefined;
  return mayRequireReferrer(network) ? <Alert severity="warning" sx={{ mb: 2 }}>{REFERRER_WARNING}</Alert> : null;
};

/** A text field, with its list's values offered as the user types when it has one. */
const SuggestingTextInput = ({ field, validate }: { field: LinkField; validate?: TextInputProps['validate'] }) => {
  const networks = useNetworkSuggestions(field.suggests === 'network');
  const { id, list } = useSuggestionList(field.suggests === 'country' ? COUNTRY_SUGGESTIONS : networks);
  if (!field.suggests) return <TextInput source={field.source} label={field.label} validate={validate} />;
  return (
    <>
      <TextInput source={field.source} label={field.label} validate={validate} slotProps={{ htmlInput: { list: id, autoComplete: 'off' } }} />
      {list}
    </>
  );
};

/** Affiliate Link, Network (with the referrer warning) and Country Code: required for every link (spec section 5). */
export const MainLinkInputs = () => (
  <>
    {MAIN_FIELDS.map((field) => (
      <Box key={field.source} sx={{ width: '100%' }}>
        <SuggestingTextInput field={field} validate={required()} />
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
      return <SuggestingTextInput field={field} />;
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
