import { gql } from '@apollo/client';
import type { GetListParams } from 'react-admin';
import type { GraphqlResponse, ResourceQueries } from '../dataProvider/resource-queries';
import { serverSortBy } from '../lists/server-sort';

const CERTIFICATIONS = gql`
  query AdvertiserCertifications($q: String, $page: Int, $perPage: Int, $sortBy: AdvertiserCertificationSort) {
    advertiserCertifications(q: $q, page: $page, perPage: $perPage, sortBy: $sortBy) {
      count
      items { advertiserId name domain networkName certification certificationText latestStatus latestAuditId latestAuditedAt auditCount }
    }
  }
`;

/** The list's columns to the server's sort fields. */
const certificationSortBy = serverSortBy({ name: 'ADVERTISER', networkName: 'NETWORK', certification: 'CERTIFICATION', latestAuditedAt: 'LATEST_AUDIT', auditCount: 'AUDITS' });

/** The `advertiserCertifications` resource: each advertiser judged on its latest audit. */
export const certificationQueries: ResourceQueries = {
  GET_LIST: ({ pagination, filter, sort }: GetListParams) => ({
    query: CERTIFICATIONS,
    variables: { q: filter?.q || null, page: pagination?.page, perPage: pagination?.perPage, sortBy: certificationSortBy(sort) },
    parseResponse: ({ data }: GraphqlResponse) => ({
      data: data.advertiserCertifications.items.map((item: { advertiserId: string }) => ({ ...item, id: item.advertiserId })),
      total: data.advertiserCertifications.count,
    }),
  }),
};
