import { useEffect, useRef } from 'react';
import {
  AutocompleteInput,
  BooleanInput,
  DatagridConfigurable,
  DateInput,
  FunctionField,
  List,
  NumberField,
  Pagination,
  SearchInput,
  SelectInput,
  TextField,
  useGetList,
  useListContext,
} from 'react-admin';
import { COMPANY_TYPE_FILTER_PAGE_SIZE, DEFAULT_PAGE_SIZE, PAGE_SIZES, QUERY_DEBOUNCE_MS, shortBatchId } from '@tracklight/presentation';
import { ACCOUNT_LIST_LIMIT } from '../accounts/account-queries';
import { readSession } from '../auth/session';
import { EmptyState } from '../lists/EmptyState';
import { KeyboardRowsBody } from '../lists/keyboard-rows';
import { ListActions } from '../lists/ListActions';
import { SubmitLinksButton } from '../lists/SubmitLinksButton';
import { BatchActionsButton, BatchActionsProvider } from './BatchActions';
import { assignedText, batchListExporter, type BatchListRow } from './batch-export';
import { BATCH_STATUSES, LINK_FILTERS, batchListRights, companyTypeChoices } from './batch-list-filters';
import { useFilterChoices } from '../audit-search/audit-list-filters';
import { BatchProgressField } from './BatchProgressField';
import { defaultBatchDateRange } from './default-date-range';
import { LiveRefresh } from './LiveRefresh';
import { DateTimeField } from '../dates/DateTimeField';

type Choice = { id: string; name: string };

/**
 * Spec section 2's filters, and issue 22's status, network and advertiser behind the filter
 * button (the networks and advertisers of the user's audits); the company type and the bin are
 * a super admin's.
 */
const batchFilters = (superAdmin: boolean, companyTypes: Choice[], choices: { networks: Choice[]; advertisers: Choice[] }) => [
  <SearchInput key="q" source="q" placeholder="Batch name, advertiser, link" alwaysOn />,
  <DateInput key="from" source="startedAtFrom" label="From" alwaysOn />,
  <DateInput key="to" source="startedAtTo" label="To" alwaysOn />,
  <SelectInput key="links" source="linkFilter" label="Links" choices={LINK_FILTERS} alwaysOn />,
  <SelectInput key="status" source="status" label="Status" choices={BATCH_STATUSES} />,
  <AutocompleteInput key="network" source="networkId" label="Network" choices={choices.networks} />,
  <AutocompleteInput key="advertiser" source="advertiserId" label="Advertiser" choices={choices.advertisers} />,
  ...(superAdmin ? [<SelectInput key="companyType" source="companyType" label="Company type" choices={companyTypes} alwaysOn />] : []),
  <BooleanInput key="mine" source="assignedToMe" label="Assigned to me" alwaysOn />,
  ...(superAdmin ? [<BooleanInput key="bin" source="showDeleted" label="Bin" alwaysOn />] : []),
];

/** Keeps 'Processing n / total links...' current while any listed batch is unfinished. */
const LiveBatches = () => {
  const { data, refetch } = useListContext<{ id: string; isDone: boolean }>();
  return <LiveRefresh active={Boolean(data?.some((batch) => !batch.isDone))} refetch={refetch} />;
};

/** Spec section 9: choosing a company type switches to 100 batches a page; the user may change it after. */
const CompanyTypePageSize = () => {
  const { filterValues, setPerPage } = useListContext();
  const companyType = filterValues.companyType as string | undefined;
  const previous = useRef(companyType);
  useEffect(() => {
    if (companyType && companyType !== previous.current) setPerPage(COMPANY_TYPE_FILTER_PAGE_SIZE);
    previous.current = companyType;
  }, [companyType, setPerPage]);
  return null;
};

// The list always has a date range filter, so an empty result shows in the table, not as react-admin's empty page.
const NoBatches = () => (
  <EmptyState message="No batches in these dates" hint="Submit links, or widen the dates or clear the filters." action={<SubmitLinksButton />} />
);

/**
 * Your Results (spec section 2): the recent batches, the landing page after login, each opened by
 * click or Enter; sorted by any column and filtered on the server, filters and sort kept in the
 * address (decision 0032); column choice and a CSV export in the list's order.
 */
export const BatchList = () => {
  const { superAdmin, showsBatchIds } = batchListRights(readSession()?.user);
  const { data: companies } = useGetList<{ id: string; companyType: string | null }>(
    'companies',
    { pagination: { page: 1, perPage: ACCOUNT_LIST_LIMIT } },
    { enabled: superAdmin },
  );
  return (
    <List
      resource="batches"
      title="Your Results"
      filters={batchFilters(superAdmin, companyTypeChoices(companies ?? []), useFilterChoices())}
      filterDefaultValues={defaultBatchDateRange()}
      debounce={QUERY_DEBOUNCE_MS}
      perPage={DEFAULT_PAGE_SIZE}
      pagination={<Pagination rowsPerPageOptions={[...PAGE_SIZES]} />}
      sort={{ field: 'startedAt', order: 'DESC' }}
      actions={<ListActions />}
      exporter={batchListExporter({ showsBatchIds, superAdmin })}
    >
      <LiveBatches />
      <CompanyTypePageSize />
      <BatchActionsProvider>
        <DatagridConfigurable
          rowClick={(id) => `/reporting/memory/cookie/${id}`}
          bulkActionButtons={false}
          body={<KeyboardRowsBody />}
          empty={<NoBatches />}
        >
          {showsBatchIds && <FunctionField label="Batch ID" render={(batch: { id: string }) => shortBatchId(batch.id)} sortable={false} />}
          <TextField source="name" />
          <TextField source="description" />
          <DateTimeField source="startedAt" label="Start" />
          <DateTimeField source="finishedAt" label="Finish" />
          <NumberField source="numLinks" label="Links" />
          <BatchProgressField label="Progress" sortBy="progress" />
          <FunctionField label="Assigned" sortBy="assigned" render={(batch: BatchListRow) => assignedText(batch)} />
          <TextField source="owner.name" label="Owner" />
          {superAdmin && <TextField source="owner.company" label="Company" />}
          <BatchActionsButton label="Actions" />
        </DatagridConfigurable>
      </BatchActionsProvider>
    </List>
  );
};
