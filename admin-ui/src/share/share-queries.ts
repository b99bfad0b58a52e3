import { gql } from '@apollo/client';
import type { GetListParams } from 'react-admin';
import type { GraphqlResponse, ResourceQueries } from '../dataProvider/resource-queries';
import { apolloClient, mutate } from '../dataProvider/apollo-client';
import { serverSortBy } from '../lists/server-sort';

const ISSUES = gql`
  query AdvertiserIssueMany($status: String, $page: Int, $perPage: Int, $search: String, $sortBy: AdvertiserIssueSort) {
    advertiserIssueMany(status: $status, page: $page, perPage: $perPage, search: $search, sortBy: $sortBy) {
      count
      items { advertiserId advertiserName status reportCount lastReportedAt updatedAt }
    }
  }
`;

const REPORTS = gql`
  query IssueReportMany($page: Int, $perPage: Int, $search: String, $sortBy: IssueReportSort) {
    issueReportMany(page: $page, perPage: $perPage, search: $search, sortBy: $sortBy) {
      count
      items {
        id advertiserId advertiserName auditId comment createdAt
        metadata { hasConversionChange conversionChangeAt conversionChangeAmount conversionChangeType shouldEmailOtherPublishers }
        contactDetails { company contact name }
        files { id name url }
      }
    }
  }
`;

const ISSUE_FIELDS = `advertiserId advertiserName status reportCount lastReportedAt updatedAt
  reports { id auditId comment fromOwnCompany createdAt contactDetails { company contact name } files { id name url }
    metadata { hasConversionChange conversionChangeAt conversionChangeAmount conversionChangeType } }
  comments { id comment author createdAt }`;

const ISSUE = gql`query AdvertiserIssue($advertiserId: ID!) { advertiserIssue(advertiserId: $advertiserId) { ${ISSUE_FIELDS} } }`;
const COMMENT = gql`mutation AdvertiserIssueComment($advertiserId: ID!, $comment: String!) { advertiserIssueComment(advertiserId: $advertiserId, comment: $comment) { ${ISSUE_FIELDS} } }`;
const STATUS = gql`mutation AdvertiserIssueStatusUpdate($advertiserId: ID!, $status: String!) { advertiserIssueStatusUpdate(advertiserId: $advertiserId, status: $status) { ${ISSUE_FIELDS} } }`;

/** The lists' columns (their source or sortBy) to the server's sort fields. */
export const issueSortBy = serverSortBy({
  advertiserName: 'ADVERTISER',
  status: 'STATUS',
  reportCount: 'REPORT_COUNT',
  lastReportedAt: 'LAST_REPORTED_AT',
  updatedAt: 'UPDATED_AT',
});
export const reportSortBy = serverSortBy({ createdAt: 'CREATED_AT', advertiserName: 'ADVERTISER', reporter: 'REPORTER' });

/** `advertiserIssues`: the share area's issues, one per advertiser. */
export const advertiserIssueQueries: ResourceQueries = {
  GET_LIST: ({ pagination, filter, sort }: GetListParams) => ({
    query: ISSUES,
    variables: { status: filter?.status || null, page: pagination?.page, perPage: pagination?.perPage, search: filter?.q?.trim() || undefined, sortBy: issueSortBy(sort) },
    parseResponse: ({ data }: GraphqlResponse) => ({
      data: data.advertiserIssueMany.items.map((item: { advertiserId: string }) => ({ ...item, id: item.advertiserId })),
      total: data.advertiserIssueMany.count,
    }),
  }),
};

/** `issueReports`: every publisher report (the provider's staff). */
export const issueReportQueries: ResourceQueries = {
  GET_LIST: ({ pagination, filter, sort }: GetListParams) => ({
    query: REPORTS,
    variables: { page: pagination?.page, perPage: pagination?.perPage, search: filter?.q?.trim() || undefined, sortBy: reportSortBy(sort) },
    parseResponse: ({ data }: GraphqlResponse) => ({ data: data.issueReportMany.items, total: data.issueReportMany.count }),
  }),
};

export interface ShareReport {
  id: string;
  auditId: string | null;
  comment: string;
  fromOwnCompany: boolean;
  createdAt: string;
  contactDetails: { company: string; contact: string; name: string } | null;
  files: { id: string; name: string; url: string }[];
  metadata: { hasConversionChange: boolean; conversionChangeAt: string | null; conversionChangeAmount: string | null; conversionChangeType: string | null };
}

export interface AdvertiserIssue {
  advertiserId: string;
  advertiserName: string | null;
  status: string;
  reportCount: number;
  reports: ShareReport[];
  comments: { id: string; comment: string; author: string; createdAt: string }[];
}

export const loadAdvertiserIssue = async (advertiserId: string): Promise<AdvertiserIssue | null> =>
  (await apolloClient.query({ query: ISSUE, variables: { advertiserId } })).data.advertiserIssue;
export const commentOnIssue = async (advertiserId: string, comment: string): Promise<AdvertiserIssue> =>
  (await mutate(COMMENT, { advertiserId, comment })).advertiserIssueComment;
export const setIssueStatus = async (advertiserId: string, status: string): Promise<AdvertiserIssue> =>
  (await mutate(STATUS, { advertiserId, status })).advertiserIssueStatusUpdate;
