import { gql } from '@apollo/client';
import type { GetListParams, GetOneParams } from 'react-admin';
import { auditListFilter, auditSortBy } from '../audit-search/audit-list-query';
import { STATUS_FIELDS } from '../audit-view/status-fields';
import type { GraphqlResponse, ResourceQueries } from '../dataProvider/resource-queries';


const AUDITS_FOR_BATCH = gql`
  query AuditsForBatch($batchId: ID, $page: Int, $perPage: Int, $assignedToMe: Boolean, $filter: AuditManyFilter, $sortBy: AuditSort) {
    auditsForBatch(batchId: $batchId, page: $page, perPage: $perPage, assignedToMe: $assignedToMe, filter: $filter, sortBy: $sortBy) {
      count
      items {
        id batchId link name countryCode userDefinedNetwork auditedAt finalDomain
        network { name } advertiser { id name } assignedTo { id name email } assignmentResolved verdictSentence
        ${STATUS_FIELDS}
      }
    }
  }
`;

// Everything the audit pages show (audit-record.ts), in one query they all share through the cache.
const AUDIT_ONE = gql`
  query AuditOne($id: ID!) {
    auditOne(filter: { id: $id }) {
      id batchId link name countryCode userDefinedNetwork auditedAt auditTime finalDomain failReason otherReason proxy
      cookieStatusLetters memoryCookieStatusReadable memoryCookieStatusColour verdictSentence
      network { name } advertiser { id name }
      badges { key label colour superAdminOnly detail }
      screenshots { id screenshotUrl stage }
      detectedCmp { name } cmpVendor
      liteResult {
        error { message stack } cmp source sourceVerbiage trigger memoryCookieStatus memoryCookieStatusReadable
        screenshots { id screenshotUrl stage }
      }
      siteAppAssociations { appleAppSiteAssociation androidAppSiteAssociation } residentialRetryReason
      cookiesWereAccepted manualReviewRequired hasAlpPostConsent hasAlpPostConsentRefresh
      handoverImpact handoverImpactPostConsent handoverImpactPostConsentRefresh
      handoverImpactColour handoverImpactPostConsentColour handoverImpactPostConsentRefreshColour
      moonpullErrors { moonpullErrorId description }
      previousComparisonAudit { id } nextComparisonAudit { id }
      assignedTo { id name email } assignmentResolved companyId
      ${STATUS_FIELDS}
    }
  }
`;

export const auditQueries: ResourceQueries = {
  // The batch's audits in submission order, unless sorted by a column; the filters of Audit Search.
  GET_LIST: ({ pagination, filter: { batchId, assignedToMe, ...filter }, sort }: GetListParams) => ({
    query: AUDITS_FOR_BATCH,
    variables: {
      batchId,
      page: pagination?.page,
      perPage: pagination?.perPage,
      assignedToMe: assignedToMe || undefined,
      filter: auditListFilter(filter),
      sortBy: auditSortBy(sort),
    },
    parseResponse: ({ data }: GraphqlResponse) => ({ data: data.auditsForBatch.items, total: data.auditsForBatch.count }),
  }),
  GET_ONE: ({ id }: GetOneParams) => ({
    query: AUDIT_ONE,
    variables: { id },
    parseResponse: ({ data }: GraphqlResponse) => {
      if (!data.auditOne) throw new Error('Audit not found');
      return { data: data.auditOne };
    },
  }),
};
