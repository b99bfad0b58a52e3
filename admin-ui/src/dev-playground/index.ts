import CodeIcon from '@mui/icons-material/Code';
import type { Screen } from '../ui-map/screen';
import { lazyViews } from '../ui-map/lazy-views';

const view = lazyViews(() => import('./DevPlayground'));

/** The GraphQL playground for API users (GraphiQL itself is fetched only when its tab opens). */
export const devPlaygroundScreen: Screen = {
  routes: [{ path: '/dev-playground', element: view('DevPlayground') }],
  menu: [
    {
      group: 'Others',
      label: 'Developer Playground',
      to: '/dev-playground',
      icon: CodeIcon,
      shownTo: ({ granted }) => granted('api'),
    },
  ],
};
