import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import ShareIcon from '@mui/icons-material/Share';
import type { Screen } from '../ui-map/screen';
import { lazyViews } from '../ui-map/lazy-views';

const view = lazyViews(() => import('./views'));

/** The Share area (spec section 2): issues shared with advertisers and the reports behind them. */
export const shareScreen: Screen = {
  routes: [
    { path: '/share/issues', element: view('ShareIssueList') },
    { path: '/share/issues/reports', element: view('IssueReportList') },
    { path: '/share/issues/:issueId', element: view('ShareIssuePage') },
  ],
  resources: [
    { name: 'advertiserIssues', label: 'shared issues' },
    { name: 'issueReports', label: 'issue reports' },
  ],
  queries: {
    advertiserIssues: async () => (await import('./share-queries')).advertiserIssueQueries,
    issueReports: async () => (await import('./share-queries')).issueReportQueries,
  },
  menu: [
    {
      group: 'Share',
      label: 'Issue Reports',
      to: '/share/issues/reports',
      icon: ReportProblemIcon,
      shownTo: ({ superAdmin }) => superAdmin,
    },
    {
      group: 'Share',
      label: 'Issues',
      to: '/share/issues',
      icon: ShareIcon,
      shownTo: ({ shareAccess }) => shareAccess,
    },
  ],
};
