import { gql } from '@apollo/client';
import type { GetListParams, GetOneParams } from 'react-admin';
import type { GraphqlResponse, ResourceQueries } from '../dataProvider/resource-queries';
import { serverSortBy } from '../lists/server-sort';

const BATCH_FIELDS = `
  id name description startedAt finishedAt isDone status deletedAt isTemplate
  numLinks numCurrentCompletedAudits queueLetter resolvedCount outstandingCount assignedToMeCount
  owner { id name email company }
`;

const BATCH_MANY = gql`
  query BatchMany($filter: BatchManyFilter, $page: Int, $perPage: Int, $batchFilterString: String,
    $showDeleted: Boolean, $assignedToMe: Boolean, $linkFilter: BatchLinkFilter, $companyType: String, $sortBy: BatchSort) {
    batchMany(filter: $filter, page: $page, perPage: $perPage, batchFilterString: $batchFilterString,
      showDeleted: $showDeleted, assignedToMe: $assignedToMe, linkFilter: $linkFilter, companyType: $companyType, sortBy: $sortBy) {
      count
      items { ${BATCH_FIELDS} }
    }
  }
`;

const BATCH_BY_ID = gql`
  query BatchById($id: ID!) {
    batchById(id: $id) { ${BATCH_FIELDS} }
  }
`;

/** The list's filter form values (spec section 2, Your Results). */
export interface BatchListFilter {
  /** Batch id, name or description, or a link, its network or advertiser (decision 0032). */
  q?: string;
  status?: 'PROCESSING' | 'DONE';
  networkId?: string;
  advertiserId?: string;
  startedAtFrom?: string;
  startedAtTo?: string;
  linkFilter?: 'ALL' | 'SINGLE' | 'EXCLUDE_SINGLE' | 'FIVE_OR_MORE';
  assignedToMe?: boolean;
  showDeleted?: boolean;
  /** ALL_CLIENTS or one company type (super admins). */
  companyType?: string;
}

// A date input gives a day; the range covers the whole of its last day.
export const endOfDay = (day: string) => new Date(`${day}T23:59:59.999Z`).toISOString();
export const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`).toISOString();

/** Your Results' columns (their source or sortBy) to the server's sort fields (GraphQL BatchSortField). */
export const batchSortBy = serverSortBy({
  name: 'NAME',
  description: 'DESCRIPTION',
  startedAt: 'STARTED_AT',
  finishedAt: 'FINISHED_AT',
  numLinks: 'NUM_LINKS',
  progress: 'PROGRESS',
  assigned: 'ASSIGNED',
  'owner.name': 'OWNER',
  'owner.company': 'COMPANY',
});

export const batchQueries: ResourceQueries = {
  GET_LIST: ({ pagination, filter, sort }: GetListParams & { filter: BatchListFilter }) => ({
    query: BATCH_MANY,
    variables: {
      filter: {
        isTemplate: false,
        startedAtFrom: filter.startedAtFrom ? startOfDay(filter.startedAtFrom) : undefined,
        startedAtTo: filter.startedAtTo ? endOfDay(filter.startedAtTo) : undefined,
        status: filter.status || undefined,
        networkId: filter.networkId || undefined,
        advertiserId: filter.advertiserId || undefined,
      },
      page: pagination?.page,
      perPage: pagination?.perPage,
      sortBy: batchSortBy(sort),
      batchFilterString: filter.q?.trim() || undefined,
      showDeleted: filter.showDeleted || undefined,
      assignedToMe: filter.assignedToMe || undefined,
      linkFilter: filter.linkFilter,
      companyType: filter.companyType || undefined,
    },
    parseResponse: ({ data }: GraphqlResponse) => ({ data: data.batchMany.items, total: data.batchMany.count }),
  }),
  GET_ONE: ({ id }: GetOneParams) => ({
    query: BATCH_BY_ID,
    variables: { id },
    parseResponse: ({ data }: GraphqlResponse) => {
      if (!data.batchById) throw new Error('Batch not found');
      return { data: data.batchById };
    },
  }),
};
