import { gql } from '@apollo/client';
import { authedRequest } from '../auth/authed-request';
import { apolloClient } from '../dataProvider/apollo-client';
import { downloadWithSession } from '../http/download';

export interface IssueReportInput {
  comment: string;
  auditId: string;
  advertiserId: string;
  metadata: {
    hasConversionChange: boolean;
    conversionChangeAt: string | null;
    conversionChangeAmount: string | null;
    conversionChangeType: string | null;
    shouldEmailOtherPublishers: boolean;
  };
  files: File[];
}

/**
 * POST /services/issues/reports (spec section 7): multipart with the files, the comment, the
 * audit and advertiser ids, and the metadata as JSON; bearer token, one refresh-and-retry on 401.
 */
export const submitIssueReport = (input: IssueReportInput) => {
  const form = new FormData();
  form.append('comment', input.comment);
  form.append('auditId', input.auditId);
  form.append('advertiserId', input.advertiserId);
  form.append('metadata', JSON.stringify(input.metadata));
  for (const file of input.files) form.append('files', file, file.name);
  return authedRequest<{ id: string; message: string }>('/services/issues/reports', { method: 'POST', body: form });
};

const COPY = gql`
  query IssueReportCopy {
    platformContent { issueReportIntro issueReportConversionChangeHelp }
  }
`;

/** The modal's copy texts, kept in the CMS's platform content. */
export const loadIssueReportCopy = async (): Promise<{ issueReportIntro: string; issueReportConversionChangeHelp: string }> =>
  (await apolloClient.query({ query: COPY })).data.platformContent;

/** Saves an attached file: it is never opened in the product, only downloaded (with the bearer). */
export const downloadAttachment = (url: string, name: string): Promise<void> => downloadWithSession(url, name, 'Error downloading report');
