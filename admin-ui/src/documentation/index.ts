import MenuBookIcon from '@mui/icons-material/MenuBook';
import { DOCUMENTATION_PAGE_SPEC } from '@tracklight/cms-catalogue';
import type { Screen } from '../ui-map/screen';
import { lazyViews } from '../ui-map/lazy-views';
import { catalogueRoutes } from '../cms/catalogue/catalogue-routes';
import { DOCUMENTATION_PATHS } from './documentation-paths';

const view = lazyViews(() => import('./DocumentationPage'));

/** The documentation pages, read at /documentation and edited on the catalogue's screens. */
export const documentationScreen: Screen = {
  routes: [{ path: '/documentation', element: view('DocumentationPage') }, ...catalogueRoutes(DOCUMENTATION_PAGE_SPEC, DOCUMENTATION_PATHS)],
  menu: [
    {
      group: 'CMS',
      label: 'Documentation',
      to: '/documentation',
      icon: MenuBookIcon,
      shownTo: ({ superAdmin }) => superAdmin,
    },
  ],
};
