import { BooleanField, FunctionField, TextField } from 'react-admin';
import type { ChoiceFieldSpec, FieldSpec } from '@tracklight/cms-catalogue';
import { useProductName } from '../../product/product-name';
import { DateTimeField } from '../../dates/DateTimeField';

/** A choice's name, with `{product}` as the configured product name. */
export const choiceName = (field: ChoiceFieldSpec, id: string, productName: string): string =>
  (field.choices.find((choice) => choice.id === id)?.name ?? id).replace('{product}', productName);

/** What a list cell shows for a field: readable choice names, ticks for booleans, joined lists. */
export const readableValue = (field: FieldSpec, value: unknown, productName: string): string => {
  if (value === null || value === undefined) return '';
  if (field.kind === 'choice') return choiceName(field, String(value), productName);
  if (field.kind === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
};

/**
 * One list column. `source` and `label` are read off this element by the datagrid for its header,
 * sorting and column choice, so they are props here too.
 */
export const FieldColumn = ({ source, field }: { source: string; label: string; field: FieldSpec }) => {
  const productName = useProductName();
  switch (field.kind) {
    case 'boolean':
      return <BooleanField source={source} label={field.label} />;
    case 'dateTime':
      return <DateTimeField source={source} label={field.label} />;
    case 'choice':
    case 'textList':
      return <FunctionField source={source} label={field.label} render={(record: Record<string, unknown>) => readableValue(field, record[source], productName)} />;
    default:
      return <TextField source={source} label={field.label} emptyText="-" />;
  }
};
