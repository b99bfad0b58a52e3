import { BooleanField, FunctionField, TextField, useGetManyAggregate } from 'react-admin';
import type { ChoiceFieldSpec, FieldSpec } from '@tracklight/cms-catalogue';
import { useProductName } from '../../product/product-name';
import { DateTimeField } from '../../dates/DateTimeField';
import { PICKABLE } from './reference-input';

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
 * A referenced record by its name (the rows' lookups batched into one read), else its id: one the
 * UI cannot read, or that is gone.
 */
const ReferenceName = ({ resource, name, id }: { resource: string; name: string; id: string }) => {
  const { data } = useGetManyAggregate<{ id: string } & Record<string, unknown>>(resource, { ids: [id] });
  const named = data?.find((record) => record.id === id)?.[name];
  return <span title={id}>{named ? String(named) : id}</span>;
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
    case 'reference': {
      const pickable = PICKABLE[field.to];
      if (!pickable) return <TextField source={source} label={field.label} emptyText="-" />;
      return (
        <FunctionField
          source={source}
          label={field.label}
          render={(record: Record<string, unknown>) => (record[source] ? <ReferenceName resource={pickable.resource} name={pickable.name} id={String(record[source])} /> : '-')}
        />
      );
    }
    default:
      return <TextField source={source} label={field.label} emptyText="-" />;
  }
};
