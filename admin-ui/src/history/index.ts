import BuildIcon from '@mui/icons-material/Build';
import type { Screen } from '../ui-map/screen';
import { lazyViews } from '../ui-map/lazy-views';

const view = lazyViews(() => import('./views'));

/** Superuser Tools: the event log and the read models (the re-judge tool is rejudge/'s). */
export const superuserToolsScreen: Screen = {
  routes: [
    { path: '/superuser-tools', element: view('SuperuserTools') },
    { path: '/superuser-tools/event-log', element: view('EventLog') },
    { path: '/superuser-tools/read-models', element: view('ReadModels') },
  ],
  menu: [
    {
      group: 'Others',
      label: 'Superuser Tools',
      to: '/superuser-tools',
      icon: BuildIcon,
      shownTo: ({ superAdmin }) => superAdmin,
    },
  ],
};
