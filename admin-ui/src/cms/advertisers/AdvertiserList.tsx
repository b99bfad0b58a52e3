import { Typography } from '@mui/material';
import {
  BooleanField,
  BooleanInput,
  CreateButton,
  DatagridConfigurable,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextField,
} from 'react-admin';
import { ADVERTISER_SPEC } from '@tracklight/cms-catalogue';
import { whitelistStatusText, type WhitelistFlags } from '@tracklight/presentation';
import { safeExporter } from '../../export/safe-exporter';
import { EmptyState } from '../../lists/EmptyState';
import { ListActions } from '../../lists/ListActions';
import { useAdvertiserNetworks } from './advertiser-choices';
import { ADVERTISER_PATHS, advertiserEditPath } from './advertiser-paths';
import { ImportCsvButton } from './ImportCsvButton';
import { DateTimeField } from '../../dates/DateTimeField';

const { fields } = ADVERTISER_SPEC;
type Row = { [name in keyof typeof fields]: string | boolean | null } & {
  id: string;
  updatedAt: string;
  deletedAt: string | null;
  whitelistRequest: WhitelistFlags | null;
};

const choiceName = (choices: readonly { id: string; name: string }[], id: unknown) => choices.find((choice) => choice.id === id)?.name ?? '';
const yesNo = (value: unknown) => (value ? 'Yes' : 'No');

const exporterWith = (networkNames: Map<string, string>) =>
  safeExporter<Row>('advertisers', [
    { header: 'Id', value: (row) => row.id },
    { header: 'Name', value: (row) => row.name },
    { header: 'Network', value: (row) => networkNames.get(String(row.networkId)) ?? row.networkId ?? '' },
    { header: fields.advertiserId.label, value: (row) => row.advertiserId ?? '' },
    { header: 'Domain', value: (row) => row.domain },
    { header: fields.primaryTrackingMethod.label, value: (row) => choiceName(fields.primaryTrackingMethod.choices, row.primaryTrackingMethod) },
    { header: fields.trackingMethodNarrative.label, value: (row) => row.trackingMethodNarrative ?? '' },
    { header: 'JavaScript', value: (row) => yesNo(row.javascript) },
    { header: 'S2S', value: (row) => yesNo(row.s2s) },
    { header: 'Other', value: (row) => yesNo(row.other) },
    { header: fields.bespokeCookieValueType.label, value: (row) => choiceName(fields.bespokeCookieValueType.choices, row.bespokeCookieValueType) },
    { header: fields.bespokeCookieName.label, value: (row) => row.bespokeCookieName ?? '' },
    { header: fields.bespokeCookieValue.label, value: (row) => row.bespokeCookieValue ?? '' },
    { header: fields.publicComment.label, value: (row) => row.publicComment ?? '' },
    { header: fields.internalComment.label, value: (row) => row.internalComment ?? '' },
    { header: 'Cannot audit', value: (row) => yesNo(row.cannotAudit) },
    { header: fields.cannotAuditReason.label, value: (row) => row.cannotAuditReason ?? '' },
    { header: 'Whitelisting', value: (row) => whitelistStatusText(row.whitelistRequest) },
    { header: 'Updated', value: (row) => row.updatedAt },
    { header: 'Deleted', value: (row) => row.deletedAt ?? '' },
  ]);

// The column choice is kept under this key (the datagrid's and the toolbar's button's).
const PREFERENCE_KEY = 'cms-advertisers.datagrid';

const Actions = () => (
  <ListActions preferenceKey={PREFERENCE_KEY}>
    <ImportCsvButton />
    <CreateButton to={ADVERTISER_PATHS.create} />
  </ListActions>
);

const Empty = () => (
  <EmptyState
    message="No advertisers yet."
    hint="Audits add the advertisers they land on; create one, or import a network's list as CSV."
    action={
      <>
        <CreateButton to={ADVERTISER_PATHS.create} variant="contained" />
        <ImportCsvButton />
      </>
    }
  />
);

const NoMatch = () => <Typography sx={{ p: 2 }}>No advertisers match. Clear the search or the filters to see every advertiser.</Typography>;

/**
 * /cms/advertisers: search, filters (network, cannot audit, tracking method, deleted), server-side
 * sort, pages, column choice, a CSV export of readable values and a network's CSV import.
 */
export const AdvertiserList = () => {
  const networks = useAdvertiserNetworks();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder="Search advertisers" />,
    <SelectInput key="networkId" source="networkId" label="Network" choices={networks.choices} isPending={networks.isPending} />,
    <SelectInput key="cannotAudit" source="cannotAudit" label="Cannot audit" choices={[{ id: true, name: 'Yes' }, { id: false, name: 'No' }] as never} />,
    <SelectInput key="primaryTrackingMethod" source="primaryTrackingMethod" label={fields.primaryTrackingMethod.label} choices={[...fields.primaryTrackingMethod.choices]} />,
    <BooleanInput key="showDeleted" source="showDeleted" label="Show deleted" />,
  ];
  return (
    <List
      resource="advertisers"
      title="Advertisers"
      storeKey="cms-advertisers"
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      actions={<Actions />}
      exporter={exporterWith(networks.names)}
      empty={<Empty />}
    >
      <DatagridConfigurable
        preferenceKey={PREFERENCE_KEY}
        rowClick={(id) => advertiserEditPath(String(id))}
        bulkActionButtons={false}
        rowSx={(record) => (record.deletedAt ? { opacity: 0.6 } : {})}
        empty={<NoMatch />}
      >
        <TextField source="name" label="Name" />
        <FunctionField source="networkId" label="Network" render={(row: Row) => networks.names.get(String(row.networkId)) ?? row.networkId ?? '-'} />
        <TextField source="advertiserId" label={fields.advertiserId.label} emptyText="-" />
        <TextField source="domain" label="Domain" />
        <FunctionField
          source="primaryTrackingMethod"
          label={fields.primaryTrackingMethod.label}
          render={(row: Row) => choiceName(fields.primaryTrackingMethod.choices, row.primaryTrackingMethod) || '-'}
        />
        <BooleanField source="cannotAudit" label="Cannot audit" />
        <FunctionField label="Whitelisting" sortable={false} render={(row: Row) => whitelistStatusText(row.whitelistRequest)} />
        <DateTimeField source="updatedAt" label="Updated" />
      </DatagridConfigurable>
    </List>
  );
};
