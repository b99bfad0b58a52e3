import {
  BooleanInput,
  DateTimeInput,
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  required,
  SelectInput,
  TextArrayInput,
  TextInput,
  type Validator,
} from 'react-admin';
import type { FieldSpec } from '@tracklight/cms-catalogue';
import { useProductName } from '../../product/product-name';
import { choiceName } from './field-column';
import { MarkdownInput } from './MarkdownInput';
import { ReferenceFieldInput } from './reference-input';

const validatorsOf = (field: FieldSpec): Validator[] => {
  const validators: Validator[] = [];
  if (field.required) validators.push(required(`${field.label} is required.`));
  if ((field.kind === 'text' || field.kind === 'markdown') && field.max) {
    validators.push(maxLength(field.max, `${field.label} must be at most ${field.max} characters.`));
  }
  if (field.kind === 'integer' && field.min !== undefined) validators.push(minValue(field.min, `${field.label} must be at least ${field.min}.`));
  if (field.kind === 'integer' && field.max !== undefined) validators.push(maxValue(field.max, `${field.label} must be at most ${field.max}.`));
  return validators;
};

/**
 * The input for one field of a catalogue kind. The form checks what it can say at once (required,
 * lengths, bounds) in the server's words; everything else the server checks and names.
 */
export const FieldInput = ({ name, field }: { name: string; field: FieldSpec }) => {
  const productName = useProductName();
  const common = { source: name, label: field.label, helperText: field.help ?? false, validate: validatorsOf(field) };
  switch (field.kind) {
    case 'boolean':
      return <BooleanInput {...common} defaultValue={field.default ?? false} />;
    case 'integer':
      return <NumberInput {...common} step={1} />;
    case 'choice':
      return <SelectInput {...common} choices={field.choices.map((choice) => ({ id: choice.id, name: choiceName(field, choice.id, productName) }))} emptyText="(none)" />;
    case 'textList':
      return <TextArrayInput {...common} fullWidth />;
    case 'dateTime':
      return <DateTimeInput {...common} />;
    case 'markdown':
      return <MarkdownInput {...common} />;
    case 'reference':
      return <ReferenceFieldInput source={name} field={field} validate={common.validate} />;
    case 'text':
      return <TextInput {...common} multiline={field.multiline} minRows={field.multiline ? 3 : undefined} fullWidth />;
  }
};
