import ArticleIcon from '@mui/icons-material/Article';
import LockIcon from '@mui/icons-material/Lock';
import type { Screen } from '../../ui-map/screen';
import { lazyViews } from '../../ui-map/lazy-views';

const view = lazyViews(() => import('./views'));

// Two screens, because their sidebar entries are apart (src/screens.ts).
export const platformContentScreen: Screen = {
  routes: [{ path: '/cms/platform-content', element: view('PlatformContentPage') }],
  menu: [
    {
      group: 'CMS',
      label: 'Platform Content',
      to: '/cms/platform-content',
      icon: ArticleIcon,
      shownTo: ({ superAdmin }) => superAdmin,
    },
  ],
};

export const accessScreen: Screen = {
  routes: [{ path: '/cms/access', element: view('AccessPage') }],
  menu: [
    {
      group: 'CMS',
      label: 'Access',
      to: '/cms/access',
      icon: LockIcon,
      shownTo: ({ superAdmin }) => superAdmin,
    },
  ],
};
