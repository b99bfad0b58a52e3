import { AutocompleteInput, ReferenceInput, TextInput, type Validator } from 'react-admin';
import type { ReferenceFieldSpec } from '@tracklight/cms-catalogue';

/** The admin UI resources a reference can pick from and be shown by, with the field they are named by. */
export const PICKABLE: Partial<Record<ReferenceFieldSpec['to'], { resource: string; name: string }>> = {
  network: { resource: 'networks', name: 'name' },
  cmp: { resource: 'cmp', name: 'name' },
  advertiser: { resource: 'advertisers', name: 'name' },
};

/**
 * A reference field: a searchable picker where the UI can list the records (networks, CMPs,
 * advertisers), else the id typed in (audits, users and companies have their own screens).
 */
export const ReferenceFieldInput = ({
  source,
  field,
  validate,
}: {
  source: string;
  field: ReferenceFieldSpec;
  validate: Validator[];
}) => {
  const pickable = PICKABLE[field.to];
  if (!pickable) return <TextInput source={source} label={field.label} validate={validate} helperText={field.help ?? `The ${field.to}'s id`} />;
  return (
    <ReferenceInput source={source} reference={pickable.resource} sort={{ field: pickable.name, order: 'ASC' }} perPage={1000}>
      <AutocompleteInput
        label={field.label}
        optionText={(record: Record<string, unknown>) => `${String(record[pickable.name])} (${String(record.id)})`}
        filterToQuery={(q) => ({ q })}
        validate={validate}
        helperText={field.help ?? false}
        sx={{ minWidth: 320 }}
      />
    </ReferenceInput>
  );
};
