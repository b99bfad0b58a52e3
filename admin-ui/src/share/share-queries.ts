import { gql } from '@apollo/client';
import type { GetListParams } from 'react-admin';
import type { GraphqlResponse, ResourceQueries } from '../dataProvider/resource-queries';
import { apolloClient, mutate } from '../dataProvider/apollo-client';

const ISSUES = gql`
  query AdvertiserIssueMany($status: String, $page: Int, $perPage: Int) {
    advertiserIssueMany(status: $status, page: $page, perPage: $perPage) {
      count
      items { advertiserId advertiserName status reportCount lastReportedAt updatedAt }
    }
  }
`;

const REPORTS = gql`
  query IssueReportMany($page: Int, $perPage: Int) {
    issueReportMany(page: $page, perPage: $perPage) {
      count
      items {
        id advertiserId auditId comment createdAt
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

/** `advertiserIssues`: the share area's issues, one per advertiser. */
export const advertiserIssueQueries: ResourceQueries = {
  GET_LIST: ({ pagination, filter }: GetListParams) => ({
    query: ISSUES,
    variables: { status: filter?.status || null, page: pagination?.page, perPage: pagination?.perPage },
    parseResponse: ({ data }: GraphqlResponse) => ({
      data: data.advertiserIssueMany.items.map((item: { advertiserId: string }) => ({ ...item, id: item.advertiserId })),
      total: data.advertiserIssueMany.count,
    }),
  }),
};

/** `issueReports`: every publisher report (the provider's staff). */
export const issueReportQueries: ResourceQueries = {
  GET_LIST: ({ pagination }: GetListParams) => ({
    query: REPORTS,
    variables: { page: pagination?.page, perPage: pagination?.perPage },
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
