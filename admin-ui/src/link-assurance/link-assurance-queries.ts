import { gql } from '@apollo/client';
import type { GetListParams } from 'react-admin';
import type { GraphqlResponse, ResourceQueries } from '../dataProvider/resource-queries';

const RESULTS = gql`
  query LinkAssuranceResults($q: String, $page: Int, $perPage: Int) {
    linkAssuranceResults(q: $q, page: $page, perPage: $perPage) {
      count
      items { auditId batchId link status statusText colour auditedAt companyId }
    }
  }
`;

/** The `linkAssurance` resource: each link of the link-assurance templates with its latest verdict. */
export const linkAssuranceQueries: ResourceQueries = {
  GET_LIST: ({ pagination, filter }: GetListParams) => ({
    query: RESULTS,
    variables: { q: filter?.q || null, page: pagination?.page, perPage: pagination?.perPage },
    parseResponse: ({ data }: GraphqlResponse) => ({
      data: data.linkAssuranceResults.items.map((item: { auditId: string }) => ({ ...item, id: item.auditId })),
      total: data.linkAssuranceResults.count,
    }),
  }),
};
