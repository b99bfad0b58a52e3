import { gql } from '@apollo/client';
import type { GetListParams } from 'react-admin';
import { endOfDay, startOfDay } from '../batches/batch-queries';
import { AUDIT_ROW_FIELDS } from '../dashboard/audit-row-fields';
import type { GraphqlResponse, ResourceQueries } from '../dataProvider/resource-queries';

const AUDIT_MANY = gql`
  query AuditMany($filter: AuditManyFilter, $page: Int, $perPage: Int, $sort: AuditManySort) {
    auditMany(filter: $filter, page: $page, perPage: $perPage, sort: $sort) {
      count
      countIsExact
      items { ${AUDIT_ROW_FIELDS} verdictSentence }
    }
  }
`;

/** The Audit Search filter form's values. */
export interface AuditSearchFilter {
  status?: string;
  memoryCookieStatus?: string;
  networkId?: string;
  auditedAtFrom?: string;
  auditedAtTo?: string;
}

const auditedAtRange = ({ auditedAtFrom, auditedAtTo }: AuditSearchFilter) =>
  auditedAtFrom || auditedAtTo
    ? { gte: auditedAtFrom ? startOfDay(auditedAtFrom) : undefined, lte: auditedAtTo ? endOfDay(auditedAtTo) : undefined }
    : undefined;

/** Audit Search (auditMany); `meta.countIsExact` tells the pager whether the total is an estimate. */
export const auditSearchQueries: ResourceQueries = {
  GET_LIST: ({ pagination, filter, sort }: GetListParams & { filter: AuditSearchFilter }) => ({
    query: AUDIT_MANY,
    variables: {
      filter: {
        status: filter.status || undefined,
        memoryCookieStatus: filter.memoryCookieStatus || undefined,
        networkId: filter.networkId || undefined,
        auditedAt: auditedAtRange(filter),
      },
      page: pagination?.page,
      perPage: pagination?.perPage,
      sort: sort?.order === 'ASC' ? 'AUDITEDAT_ASC' : 'AUDITEDAT_DESC',
    },
    parseResponse: ({ data }: GraphqlResponse) => ({
      data: data.auditMany.items,
      total: data.auditMany.count,
      meta: { countIsExact: data.auditMany.countIsExact },
    }),
  }),
};
