import DashboardIcon from '@mui/icons-material/Dashboard';
import type { Screen } from '../ui-map/screen';
import { lazyViews } from '../ui-map/lazy-views';

const view = lazyViews(() => import('./Dashboard'));

/** The dashboard of spec section 2: its lists each read a resource of their own. */
export const dashboardScreen: Screen = {
  routes: [{ path: '/dashboard', element: view('Dashboard') }],
  queries: {
    recentAudits: async () => (await import('./dashboard-queries')).recentAuditQueries,
    queueCounts: async () => (await import('./dashboard-queries')).queueCountQueries,
    finishedStatusProcessing: async () => (await import('./dashboard-queries')).finishedStatusProcessingQueries,
    startedStatusProcessing: async () => (await import('./dashboard-queries')).startedStatusProcessingQueries,
  },
  menu: [{ group: null, label: 'Dashboard', to: '/dashboard', icon: DashboardIcon }],
};
