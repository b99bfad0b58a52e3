import BarChartIcon from '@mui/icons-material/BarChart';
import type { Screen } from '../ui-map/screen';
import { lazyViews } from '../ui-map/lazy-views';

const view = lazyViews(() => import('./ProviderReporting'));

/** The provider's own reporting pages, as customers see them (their content is edited under CMS). */
export const providerReportingScreen: Screen = {
  routes: [{ path: '/moonpull-reporting', element: view('ProviderReporting') }],
  menu: [
    {
      group: 'Others',
      label: (productName) => `${productName} Reporting`,
      to: '/moonpull-reporting',
      icon: BarChartIcon,
      shownTo: ({ superAdmin }) => superAdmin,
    },
  ],
};
