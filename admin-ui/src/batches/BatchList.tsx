import {
  BooleanInput,
  Datagrid,
  DateField,
  DateInput,
  FunctionField,
  List,
  NumberField,
  Pagination,
  SearchInput,
  SelectInput,
  TextField,
  useListContext,
} from 'react-admin';
import { shortBatchId } from '@tracklight/presentation';
import { readSession } from '../auth/session';
import { BatchProgressField } from './BatchProgressField';
import { defaultBatchDateRange } from './default-date-range';
import { LiveRefresh } from './LiveRefresh';

const LINK_FILTERS = [
  { id: 'ALL', name: 'All' },
  { id: 'SINGLE', name: 'Single' },
  { id: 'EXCLUDE_SINGLE', name: 'Exclude single' },
  { id: 'FIVE_OR_MORE', name: 'Five or more' },
];

// The filter form re-queries 500 ms after the last keystroke (spec section 9's debounce).
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <DateInput key="from" source="startedAtFrom" label="From" alwaysOn />,
  <DateInput key="to" source="startedAtTo" label="To" alwaysOn />,
  <SelectInput key="links" source="linkFilter" label="Links" choices={LINK_FILTERS} alwaysOn />,
  <BooleanInput key="mine" source="assignedToMe" label="Assigned to me" />,
  <BooleanInput key="bin" source="showDeleted" label="Bin" />,
];

/** Keeps 'Processing n / total links...' current while any listed batch is unfinished. */
const LiveBatches = () => {
  const { data, refetch } = useListContext<{ id: string; isDone: boolean }>();
  return <LiveRefresh active={Boolean(data?.some((batch) => !batch.isDone))} refetch={refetch} />;
};

/** Your Results (spec section 2): the recent batches, the landing page after login. */
export const BatchList = () => {
  const user = readSession()?.user;
  const geek = Boolean(user && (user.company.isSuperAdmin || user.grants.includes('geekFeatures')));
  return (
    <List
      resource="batches"
      title="Your Results"
      filters={filters}
      filterDefaultValues={defaultBatchDateRange()}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
      sort={{ field: 'startedAt', order: 'DESC' }}
      exporter={false}
    >
      <LiveBatches />
      <Datagrid rowClick={(id) => `/reporting/memory/cookie/${id}`} bulkActionButtons={false}>
        {geek && <FunctionField label="Batch ID" render={(batch: { id: string }) => shortBatchId(batch.id)} sortable={false} />}
        <TextField source="name" sortable={false} />
        <TextField source="description" sortable={false} />
        <DateField source="startedAt" label="Start" showTime sortable={false} />
        <DateField source="finishedAt" label="Finish" showTime sortable={false} />
        <NumberField source="numLinks" label="Links" sortable={false} />
        <BatchProgressField label="Progress" />
        <TextField source="owner.name" label="Owner" sortable={false} />
      </Datagrid>
    </List>
  );
};
