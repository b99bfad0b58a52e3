import { Typography } from '@mui/material';
import { AutocompleteInput, SimpleForm, TextInput, type SimpleFormProps } from 'react-admin';
import { NETWORK_SPEC } from '@tracklight/cms-catalogue';
import { FieldInput } from '../catalogue/field-input';
import { DefinitionInputs } from './DefinitionInputs';
import { formErrors, networkProblems } from './form-errors';
import { useCompanyChoices, useNetworkChoices } from './network-choices';

const { fields } = NETWORK_SPEC;
const PLAIN = ['name', 'url', 'description', 'isActive', 'aliases'] as const;
const COMMENTS = ['clientComment', 'moonpullComment'] as const;

/**
 * A network's fields and its definition. Checked as a whole with the server's own schemas
 * (form-errors.ts), so each input shows the message the server would give; a refusal only the
 * server can make (a name in use) is flashed.
 */
export const NetworkForm = ({ creating, networkId, ...props }: { creating: boolean; networkId?: string } & Omit<SimpleFormProps, 'children'>) => {
  const companies = useCompanyChoices();
  const networks = useNetworkChoices();
  return (
    <SimpleForm {...props} validate={(values) => formErrors(networkProblems(values, creating))}>
      {creating && <TextInput source="id" label={NETWORK_SPEC.customId.label} helperText="Lower-case letters, digits and dashes; it never changes" />}
      {PLAIN.map((name) => (
        <FieldInput key={name} name={name} field={fields[name]} />
      ))}
      <AutocompleteInput
        source="aliasNetworkId"
        label={fields.aliasNetworkId.label}
        helperText={fields.aliasNetworkId.help}
        choices={networks.choices.filter((choice) => choice.id !== networkId)}
        isPending={networks.isPending}
        emptyText="(none)"
        parse={(value: string | null) => value || null}
        sx={{ minWidth: 320 }}
      />
      <AutocompleteInput
        source="ownerId"
        label={fields.ownerId.label}
        helperText={fields.ownerId.help}
        choices={companies.choices}
        isPending={companies.isPending}
        emptyText="(none)"
        parse={(value: string | null) => value || null}
        sx={{ minWidth: 320 }}
      />
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        Comments
      </Typography>
      {COMMENTS.map((name) => (
        <FieldInput key={name} name={name} field={fields[name]} />
      ))}
      <DefinitionInputs />
    </SimpleForm>
  );
};
