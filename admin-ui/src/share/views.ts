// The folder's screens, one chunk fetched when one of them first opens (index.ts).
export { IssueReportList } from './IssueReportList';
export { ShareIssueList } from './ShareIssueList';
export { ShareIssuePage } from './ShareIssuePage';
