import type { ReactNode } from 'react';
import {
  BooleanInput,
  CreateButton,
  DatagridConfigurable,
  List,
  SearchInput,
  SelectInput,
  TextField,
  TextInput,
} from 'react-admin';
import type { CatalogueSpec, FieldSpec } from '@tracklight/cms-catalogue';
import { safeExporter } from '../../export/safe-exporter';
import { EmptyState } from '../../lists/EmptyState';
import { ListActions } from '../../lists/ListActions';
import { editPathOf, type CataloguePaths } from './catalogue-paths';
import { useProductName } from '../../product/product-name';
import { FieldColumn, readableValue } from './field-column';
import { DateTimeField } from '../../dates/DateTimeField';
import { inSentence } from './in-sentence';
import { PICKABLE, ReferenceFieldInput } from './reference-input';

const YES_NO = [
  { id: true, name: 'Yes' },
  { id: false, name: 'No' },
] as never;

const filterInput = (name: string, field: FieldSpec) => {
  if (field.kind === 'boolean') return <SelectInput key={name} source={name} label={field.label} choices={YES_NO} />;
  // A date-time filters by whether it is set (catalogue-queries.ts).
  if (field.kind === 'dateTime') return <SelectInput key={name} source={name} label={`${field.label}?`} choices={YES_NO} />;
  if (field.kind === 'choice') return <SelectInput key={name} source={name} label={field.label} choices={[...field.choices]} />;
  // A record the UI can list is picked by name, as in the form.
  if (field.kind === 'reference' && PICKABLE[field.to]) return <ReferenceFieldInput key={name} source={name} field={field} validate={[]} />;
  return <TextInput key={name} source={name} label={field.label} />;
};

const exporterOf = (spec: CatalogueSpec, productName: string) =>
  safeExporter<Record<string, unknown>>(spec.plural.toLowerCase().replace(/\s+/g, '-'), [
    { header: 'id', value: (row) => row.id },
    ...Object.entries(spec.fields).map(([name, field]) => ({
      header: field.label,
      value: (row: Record<string, unknown>) => readableValue(field, row[name], productName),
    })),
    { header: 'Updated', value: (row) => row.updatedAt },
    { header: 'Deleted', value: (row) => row.deletedAt ?? '' },
  ]);

// A kind made elsewhere (spec.noGenericCreate, e.g. whitelisting requests) or with no create
// route (errors) has no Create button.
// The column choice is kept under this key (the datagrid's and the toolbar's button's).
const preferenceKeyOf = (spec: CatalogueSpec) => `cms-${spec.kind}.datagrid`;

const Actions = ({ spec, createPath }: { spec: CatalogueSpec; createPath?: string }) => (
  <ListActions preferenceKey={preferenceKeyOf(spec)}>{createPath && !spec.noGenericCreate && <CreateButton to={createPath} />}</ListActions>
);

const Empty = ({ spec, createPath }: { spec: CatalogueSpec; createPath?: string }) => (
  <EmptyState
    message={`No ${inSentence(spec.plural)} yet.`}
    {...(createPath && !spec.noGenericCreate
      ? { hint: 'Create the first one; it shows here and in the screens that use it.', action: <CreateButton to={createPath} variant="contained" /> }
      : {})}
  />
);

/**
 * One catalogue kind's list: free-text search, a filter per filterable field and a bin toggle,
 * server-side sort on every column, pages, column choice, and a CSV export of readable values.
 */
export const CatalogueList = ({
  spec,
  paths,
  title = spec.plural,
  defaultFilter,
  extraColumns,
}: {
  spec: CatalogueSpec;
  paths: CataloguePaths;
  title?: string;
  /** The filter a first visit starts with (e.g. open issues only). */
  defaultFilter?: Record<string, unknown>;
  /** Columns of the kind's own after the fields' (e.g. the errors' switches). */
  extraColumns?: ReactNode;
}) => {
  const productName = useProductName();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={`Search ${inSentence(spec.plural)}`} />,
    ...Object.entries(spec.fields)
      .filter(([, field]) => field.filter)
      .map(([name, field]) => filterInput(name, field)),
    ...(spec.softDelete ? [<BooleanInput key="showDeleted" source="showDeleted" label="Show deleted" />] : []),
  ];
  const columns = Object.entries(spec.fields).filter(([, field]) => field.list);
  return (
    <List
      resource={spec.kind}
      title={title}
      filterDefaultValues={defaultFilter}
      storeKey={`cms-${spec.kind}`}
      filters={filters}
      sort={spec.defaultSort}
      perPage={25}
      actions={<Actions spec={spec} createPath={paths.create} />}
      exporter={exporterOf(spec, productName)}
      empty={<Empty spec={spec} createPath={paths.create} />}
    >
      <DatagridConfigurable
        preferenceKey={preferenceKeyOf(spec)}
        rowClick={(id) => editPathOf(paths, String(id))}
        bulkActionButtons={false}
        rowSx={(record) => (record.deletedAt ? { opacity: 0.6 } : {})}
      >
        {spec.customId && <TextField source="id" label={spec.customId.label} />}
        {columns.map(([name, field]) => (
          <FieldColumn key={name} source={name} label={field.label} field={field} />
        ))}
        {extraColumns}
        <DateTimeField source="updatedAt" label="Updated" />
      </DatagridConfigurable>
    </List>
  );
};
