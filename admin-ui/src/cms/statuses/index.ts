import LabelIcon from '@mui/icons-material/Label';
import { MEMORY_COOKIE_STATUS_SPEC } from '@tracklight/cms-catalogue';
import type { Screen } from '../../ui-map/screen';
import { catalogueRoutes } from '../catalogue/catalogue-routes';

/** Statuses (spec section 2): /cms/statuses, /create, /{statusId}/update (with the history under the form). */
export const statusesScreen: Screen = {
  routes: catalogueRoutes(MEMORY_COOKIE_STATUS_SPEC, {
    list: '/cms/statuses',
    create: '/cms/statuses/create',
    editPattern: '/cms/statuses/:id/update',
  }),
  menu: [{ group: 'CMS', label: 'Statuses', to: '/cms/statuses', icon: LabelIcon, shownTo: ({ superAdmin }) => superAdmin }],
};
