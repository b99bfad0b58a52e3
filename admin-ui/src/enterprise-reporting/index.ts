import TableChartIcon from '@mui/icons-material/TableChart';
import type { Screen } from '../ui-map/screen';
import { lazyViews } from '../ui-map/lazy-views';

const view = lazyViews(() => import('./EnterpriseReporting'));

export const enterpriseReportingScreen: Screen = {
  routes: [{ path: '/enterprise-reporting', element: view('EnterpriseReporting') }],
  // Spec section 6, as coded: shown to super admins or when the grant is NOT held.
  menu: [
    {
      group: 'Others',
      label: 'Enterprise Reporting',
      to: '/enterprise-reporting',
      icon: TableChartIcon,
      shownTo: ({ superAdmin, holds }) => superAdmin || !holds('enterpriseReporting'),
    },
  ],
};
