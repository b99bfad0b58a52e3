import ScheduleIcon from '@mui/icons-material/Schedule';
import type { Screen } from '../ui-map/screen';
import { lazyViews } from '../ui-map/lazy-views';

const view = lazyViews(() => import('./TemplateList'));

/** Scheduling (spec section 2): the templates and their runs. */
export const schedulingScreen: Screen = {
  routes: [{ path: '/scheduling', element: view('TemplateList') }],
  resources: [{ name: 'templates', label: 'templates' }],
  queries: { templates: async () => (await import('./template-queries')).templateQueries },
  // Spec section 6, as coded: shown to super admins or when the grant is NOT held.
  menu: [
    {
      group: 'Others',
      label: 'Scheduling',
      to: '/scheduling',
      icon: ScheduleIcon,
      shownTo: ({ superAdmin, holds }) => superAdmin || !holds('scheduling'),
    },
  ],
};
