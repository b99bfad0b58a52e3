import RuleIcon from '@mui/icons-material/Rule';
import { Typography } from '@mui/material';
import {
  AutocompleteInput,
  BooleanField,
  BooleanInput,
  Button,
  CreateButton,
  DatagridConfigurable,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  TextField,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { safeExporter } from '../../export/safe-exporter';
import { EmptyState } from '../../lists/EmptyState';
import { ListActions } from '../../lists/ListActions';
import { useCompanyChoices } from './network-choices';
import { NETWORK_PATHS, networkEditPath } from './network-paths';
import type { NetworkRecordView } from './network-queries';
import { DateTimeField } from '../../dates/DateTimeField';

type Row = NetworkRecordView & { url?: string | null; isActive?: boolean; aliases?: string[]; aliasNetworkId?: string | null; ownerId?: string | null; updatedAt?: string };

const exporterWith = (companyNames: Map<string, string>) =>
  safeExporter<Row>('networks', [
    { header: 'Id', value: (row) => row.id },
    { header: 'Name', value: (row) => row.name },
    { header: 'Website', value: (row) => row.url ?? '' },
    { header: 'Active', value: (row) => (row.isActive ? 'Yes' : 'No') },
    { header: 'Aliases', value: (row) => (row.aliases ?? []).join(', ') },
    { header: 'Runs on network', value: (row) => row.aliasNetworkId ?? '' },
    { header: 'Owner', value: (row) => (row.ownerId ? (companyNames.get(row.ownerId) ?? row.ownerId) : '') },
    { header: 'Version', value: (row) => row.version },
    { header: 'Success criteria', value: (row) => (row.successCriteriaEdited ? 'Set in the CMS' : 'Follow the definition') },
    { header: 'Updated', value: (row) => row.updatedAt ?? '' },
    { header: 'Deleted', value: (row) => row.deletedAt ?? '' },
  ]);

// The column choice is kept under this key (the datagrid's and the toolbar's button's).
const PREFERENCE_KEY = 'cms-networks.datagrid';

const Actions = () => (
  <ListActions preferenceKey={PREFERENCE_KEY}>
    <Button component={Link} to={NETWORK_PATHS.successCriteria} label="Success criteria" startIcon={<RuleIcon />} />
    <CreateButton to={NETWORK_PATHS.create} />
  </ListActions>
);

const Empty = () => (
  <EmptyState
    message="No networks yet."
    hint="Create one; the audits recognise its links as soon as it is saved."
    action={<CreateButton to={NETWORK_PATHS.create} variant="contained" />}
  />
);

const NoMatch = () => (
  <Typography sx={{ p: 2 }}>No networks match. Clear the search or the filters to see every network.</Typography>
);

/**
 * /cms/networks: search, filters (active, owner, deleted), server-side sort, pages, column choice
 * and a CSV export of readable values (react-admin's exporter).
 */
export const NetworkList = () => {
  const companies = useCompanyChoices();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder="Search networks" />,
    <SelectInput key="isActive" source="isActive" label="Active" choices={[{ id: true, name: 'Yes' }, { id: false, name: 'No' }] as never} />,
    <AutocompleteInput key="ownerId" source="ownerId" label="Owner" choices={companies.choices} />,
    <BooleanInput key="showDeleted" source="showDeleted" label="Show deleted" />,
  ];
  return (
    <List
      resource="networks"
      title="Networks"
      storeKey="cms-networks"
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      actions={<Actions />}
      exporter={exporterWith(companies.names)}
      empty={<Empty />}
    >
      <DatagridConfigurable
        preferenceKey={PREFERENCE_KEY}
        rowClick={(id) => networkEditPath(String(id))}
        bulkActionButtons={false}
        rowSx={(record) => (record.deletedAt ? { opacity: 0.6 } : {})}
        empty={<NoMatch />}
      >
        <TextField source="name" label="Name" />
        <TextField source="id" label="Id" />
        <TextField source="url" label="Website" emptyText="-" />
        <BooleanField source="isActive" label="Active" />
        <FunctionField source="aliases" label="Aliases" sortable={false} render={(row: Row) => (row.aliases ?? []).join(', ')} />
        <FunctionField
          source="ownerId"
          label="Owner"
          render={(row: Row) => (row.ownerId ? (companies.names.get(row.ownerId) ?? row.ownerId) : '-')}
        />
        <NumberField source="version" label="Version" />
        <FunctionField
          source="successCriteriaEdited"
          label="Success criteria"
          sortable={false}
          render={(row: Row) => (row.successCriteriaEdited ? 'Set in the CMS' : 'Follow the definition')}
        />
        <DateTimeField source="updatedAt" label="Updated" />
      </DatagridConfigurable>
    </List>
  );
};
