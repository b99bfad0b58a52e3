import { gql } from '@apollo/client';
import type { GetListParams } from 'react-admin';
import { AUDIT_ROW_FIELDS } from '../audit-view/audit-row-fields';
import type { GraphqlResponse, ResourceQueries } from '../dataProvider/resource-queries';
import { auditListFilter, auditSortBy, type AuditListFilter } from './audit-list-query';

/**
 * An audit list on auditMany: the row's fields plus `fields`, the list's filters plus `fixed`
 * (a screen's own narrowing); `meta.countIsExact` tells the pager whether the total is an estimate.
 */
export const auditManyQueries = (fields: string, fixed: Partial<AuditListFilter> = {}): ResourceQueries => {
  const query = gql`
    query AuditMany($filter: AuditManyFilter, $page: Int, $perPage: Int, $sortBy: AuditSort) {
      auditMany(filter: $filter, page: $page, perPage: $perPage, sortBy: $sortBy) {
        count
        countIsExact
        items { ${AUDIT_ROW_FIELDS} batch { id name } ${fields} }
      }
    }
  `;
  return {
    GET_LIST: ({ pagination, filter, sort }: GetListParams & { filter: AuditListFilter }) => ({
      query,
      variables: { filter: auditListFilter({ ...filter, ...fixed }), page: pagination?.page, perPage: pagination?.perPage, sortBy: auditSortBy(sort) },
      parseResponse: ({ data }: GraphqlResponse) => ({
        data: data.auditMany.items,
        total: data.auditMany.count,
        meta: { countIsExact: data.auditMany.countIsExact },
      }),
    }),
  };
};

/** Audit Search. */
export const auditSearchQueries = auditManyQueries('verdictSentence');
