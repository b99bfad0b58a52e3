import { NARRATIVE_SPEC } from '@tracklight/cms-catalogue';
import { catalogueRoutes } from '../catalogue/catalogue-routes';

/** Narrative management (spec section 2): /narrative-management, /create, /update/{narrativeId}. */
export const narrativeRoutes = catalogueRoutes(NARRATIVE_SPEC, {
  list: '/narrative-management',
  create: '/narrative-management/create',
  editPattern: '/narrative-management/update/:id',
});
