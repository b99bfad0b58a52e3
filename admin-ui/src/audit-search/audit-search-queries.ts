import { gql } from '@apollo/client';
import type { GetListParams } from 'react-admin';
import { AUDIT_ROW_FIELDS } from '../dashboard/audit-row-fields';
import type { GraphqlResponse, ResourceQueries } from '../dataProvider/resource-queries';
import { auditListFilter, auditSortBy, type AuditListFilter } from './audit-list-query';

const AUDIT_MANY = gql`
  query AuditMany($filter: AuditManyFilter, $page: Int, $perPage: Int, $sortBy: AuditSort) {
    auditMany(filter: $filter, page: $page, perPage: $perPage, sortBy: $sortBy) {
      count
      countIsExact
      items { ${AUDIT_ROW_FIELDS} batch { id name } verdictSentence }
    }
  }
`;

/** Audit Search (auditMany); `meta.countIsExact` tells the pager whether the total is an estimate. */
export const auditSearchQueries: ResourceQueries = {
  GET_LIST: ({ pagination, filter, sort }: GetListParams & { filter: AuditListFilter }) => ({
    query: AUDIT_MANY,
    variables: { filter: auditListFilter(filter), page: pagination?.page, perPage: pagination?.perPage, sortBy: auditSortBy(sort) },
    parseResponse: ({ data }: GraphqlResponse) => ({
      data: data.auditMany.items,
      total: data.auditMany.count,
      meta: { countIsExact: data.auditMany.countIsExact },
    }),
  }),
};
