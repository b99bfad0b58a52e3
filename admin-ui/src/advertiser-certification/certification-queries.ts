import { gql } from '@apollo/client';
import type { GetListParams } from 'react-admin';
import type { GraphqlResponse, ResourceQueries } from '../dataProvider/resource-queries';

const CERTIFICATIONS = gql`
  query AdvertiserCertifications($q: String, $page: Int, $perPage: Int) {
    advertiserCertifications(q: $q, page: $page, perPage: $perPage) {
      count
      items { advertiserId name domain networkName certification certificationText latestStatus latestAuditId latestAuditedAt auditCount }
    }
  }
`;

/** The `advertiserCertifications` resource: each advertiser judged on its latest audit. */
export const certificationQueries: ResourceQueries = {
  GET_LIST: ({ pagination, filter }: GetListParams) => ({
    query: CERTIFICATIONS,
    variables: { q: filter?.q || null, page: pagination?.page, perPage: pagination?.perPage },
    parseResponse: ({ data }: GraphqlResponse) => ({
      data: data.advertiserCertifications.items.map((item: { advertiserId: string }) => ({ ...item, id: item.advertiserId })),
      total: data.advertiserCertifications.count,
    }),
  }),
};
