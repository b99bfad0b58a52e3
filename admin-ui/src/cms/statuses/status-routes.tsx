import { MEMORY_COOKIE_STATUS_SPEC } from '@tracklight/cms-catalogue';
import { catalogueRoutes } from '../catalogue/catalogue-routes';

/** Statuses (spec section 2): /cms/statuses, /create, /{statusId}/update (with the history under the form). */
export const statusRoutes = catalogueRoutes(MEMORY_COOKIE_STATUS_SPEC, {
  list: '/cms/statuses',
  create: '/cms/statuses/create',
  editPattern: '/cms/statuses/:id/update',
});
