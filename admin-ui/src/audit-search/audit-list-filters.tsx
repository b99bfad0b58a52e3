import { gql } from '@apollo/client';
import { useQuery } from '@tanstack/react-query';
import { AutocompleteInput, DateInput, SearchInput, SelectInput, TextInput } from 'react-admin';
import { MEMORY_COOKIE_STATUSES, memoryCookieStatusText } from '@tracklight/presentation';
import { apolloClient } from '../dataProvider/apollo-client';

// auditMany's status filter takes the audit's own status (REQUESTED, RUNNING, DONE or FAILED).
const AUDIT_STATUSES = [
  { id: 'DONE', name: 'Done' },
  { id: 'FAILED', name: 'Failed' },
  { id: 'RUNNING', name: 'Running' },
  { id: 'REQUESTED', name: 'Requested' },
];

const VERDICTS = MEMORY_COOKIE_STATUSES.map((status) => ({ id: status, name: memoryCookieStatusText(status) }));

type Choice = { id: string; name: string };
interface FilterChoices {
  networks: Choice[];
  advertisers: Choice[];
  batches: Choice[];
  assignees: Choice[];
}

const FILTER_CHOICES = gql`
  query AuditFilterChoices {
    auditFilterChoices { networks { id name } advertisers { id name } batches { id name } assignees { id name } }
  }
`;

const NONE = (what: string) => ({ id: 'none', name: `No ${what} recognised` });

/**
 * The choices of the list filters: the networks, advertisers, batches and colleagues of the
 * audits the user may see (also Your Results' network and advertiser choices).
 */
export const useFilterChoices = (): FilterChoices => {
  const { data } = useQuery({
    queryKey: ['auditFilterChoices'],
    queryFn: async () => (await apolloClient.query<{ auditFilterChoices: FilterChoices }>({ query: FILTER_CHOICES, fetchPolicy: 'network-only' })).data.auditFilterChoices,
  });
  return data ?? { networks: [], advertisers: [], batches: [], assignees: [] };
};

/**
 * The filters every audit list offers: text search (link, advertiser, network, batch name) and
 * verdict always shown, the rest through the filter button; `inBatch` leaves out the batch choice
 * (the list is one batch's).
 */
export const useAuditListFilters = ({ inBatch = false }: { inBatch?: boolean } = {}) => {
  const choices = useFilterChoices();
  return [
    <SearchInput key="q" source="q" placeholder="Link, advertiser, network, batch" alwaysOn />,
    <SelectInput key="mcs" source="memoryCookieStatus" label="Verdict" choices={VERDICTS} alwaysOn />,
    <SelectInput key="status" source="status" label="Audit status" choices={AUDIT_STATUSES} />,
    <SelectInput key="network" source="networkId" label="Network" choices={[...choices.networks, NONE('network')]} />,
    <AutocompleteInput key="advertiser" source="advertiserId" label="Advertiser" choices={[...choices.advertisers, NONE('advertiser')]} />,
    ...(inBatch ? [] : [<AutocompleteInput key="batch" source="batchId" label="Batch" choices={choices.batches} />]),
    <SelectInput
      key="assignee"
      source="assignedToId"
      label="Assigned to"
      choices={[{ id: 'me', name: 'Me' }, ...choices.assignees, { id: 'none', name: 'Nobody' }]}
    />,
    <TextInput key="country" source="countryCode" label="Country code" helperText="Two letters, e.g. gb" />,
    <DateInput key="from" source="auditedAtFrom" label="Audited from" />,
    <DateInput key="to" source="auditedAtTo" label="Audited to" />,
  ];
};
