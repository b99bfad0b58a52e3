import { gql } from '@apollo/client';
import type { GetListParams, GetOneParams } from 'react-admin';
import type { GraphqlResponse, ResourceQueries } from '../dataProvider/resource-queries';

// What the status chip needs to apply the shared presentation rule (auditMemoryCookieStatus).
// displayStatus: what the server shows in place of the own status (a guided result, an enhanced status).
export const STATUS_FIELDS = 'status hasAlp memoryCookieStatus batchLink { postAlpURL skipConsent puppeteerFlags } displayStatus { kind text colour icon }';

const AUDITS_FOR_BATCH = gql`
  query AuditsForBatch($batchId: ID, $page: Int, $perPage: Int, $queryString: String, $assignedToMe: Boolean) {
    auditsForBatch(batchId: $batchId, page: $page, perPage: $perPage, queryString: $queryString, assignedToMe: $assignedToMe) {
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
  GET_LIST: ({ pagination, filter }: GetListParams) => ({
    query: AUDITS_FOR_BATCH,
    variables: { batchId: filter.batchId, page: pagination?.page, perPage: pagination?.perPage, queryString: filter.q || undefined, assignedToMe: filter.assignedToMe || undefined },
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
