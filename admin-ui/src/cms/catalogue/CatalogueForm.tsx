import { SimpleForm, TextInput, required, regex, type SimpleFormProps } from 'react-admin';
import type { CatalogueSpec } from '@tracklight/cms-catalogue';
import { FieldInput } from './field-input';

/** Every field of the kind, in the order the spec lists them; on create, the id when users choose it. */
export const CatalogueForm = ({ spec, creating, ...props }: { spec: CatalogueSpec; creating: boolean } & Omit<SimpleFormProps, 'children'>) => (
  <SimpleForm {...props}>
    {creating && spec.customId && (
      <TextInput
        source="id"
        label={spec.customId.label}
        validate={[required(`${spec.customId.label} is required.`), regex(new RegExp(spec.customId.pattern), spec.customId.message)]}
      />
    )}
    {Object.entries(spec.fields).map(([name, field]) => (
      <FieldInput key={name} name={name} field={field} />
    ))}
  </SimpleForm>
);
