import { MEMORY_COOKIE_STATUS_SPEC } from '@tracklight/cms-catalogue';
import { catalogueRoutes } from '../catalogue/catalogue-routes';
import { CatalogueHistory } from '../catalogue/CatalogueHistory';

/** Statuses (spec section 2): /cms/statuses, /create, /{statusId}/update; the edit screen shows the history. */
export const statusRoutes = catalogueRoutes(
  MEMORY_COOKIE_STATUS_SPEC,
  { list: '/cms/statuses', create: '/cms/statuses/create', editPattern: '/cms/statuses/:id/update' },
  { aside: (id) => <CatalogueHistory spec={MEMORY_COOKIE_STATUS_SPEC} id={id} /> },
);
