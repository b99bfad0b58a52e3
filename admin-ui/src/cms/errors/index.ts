import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { AUDIT_ERROR_SPEC } from '@tracklight/cms-catalogue';
import type { Screen } from '../../ui-map/screen';
import { lazyViews } from '../../ui-map/lazy-views';
import { catalogueRoutes } from '../catalogue/catalogue-routes';
import type { CataloguePaths } from '../catalogue/catalogue-paths';

const view = lazyViews(() => import('./ErrorList'));

const paths: CataloguePaths = {
  list: '/error-management',
  editPattern: '/error-management/update/:id',
  historyPattern: '/error-management/update-history/:id',
};

/**
 * Error management (spec section 2): /error-management, /update/{errorId}, /update-history/{errorId}.
 * Errors are shipped with the product, so there is no create screen.
 */
export const errorsScreen: Screen = {
  routes: catalogueRoutes(AUDIT_ERROR_SPEC, paths, { list: view('ErrorList', { spec: AUDIT_ERROR_SPEC, paths }) }),
  menu: [{ group: 'CMS', label: 'Error Management', to: '/error-management', icon: ErrorOutlineIcon, shownTo: ({ superAdmin }) => superAdmin }],
};
