import { gql } from '@apollo/client';
import type { GetListParams } from 'react-admin';
import type { GraphqlResponse, ResourceQueries } from '../dataProvider/resource-queries';
import { serverSortBy } from '../lists/server-sort';

const RESULTS = gql`
  query LinkAssuranceResults($q: String, $page: Int, $perPage: Int, $sortBy: LinkAssuranceSort) {
    linkAssuranceResults(q: $q, page: $page, perPage: $perPage, sortBy: $sortBy) {
      count
      items { auditId batchId link status statusText colour auditedAt companyId }
    }
  }
`;

/** The list's columns to the server's sort fields. */
const assuranceSortBy = serverSortBy({ link: 'LINK', statusText: 'STATUS', auditedAt: 'AUDITED_AT' });

/** The `linkAssurance` resource: each link of the link-assurance templates with its latest verdict. */
export const linkAssuranceQueries: ResourceQueries = {
  GET_LIST: ({ pagination, filter, sort }: GetListParams) => ({
    query: RESULTS,
    variables: { q: filter?.q || null, page: pagination?.page, perPage: pagination?.perPage, sortBy: assuranceSortBy(sort) },
    parseResponse: ({ data }: GraphqlResponse) => ({
      data: data.linkAssuranceResults.items.map((item: { auditId: string }) => ({ ...item, id: item.auditId })),
      total: data.linkAssuranceResults.count,
    }),
  }),
};
