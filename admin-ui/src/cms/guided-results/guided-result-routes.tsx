import { GUIDED_RESULT_SPEC } from '@tracklight/cms-catalogue';
import { catalogueRoutes } from '../catalogue/catalogue-routes';

/** Guided results (spec section 2): /cms/guided-results, /create, /{id}/amend (with the history under the form). */
export const guidedResultRoutes = catalogueRoutes(GUIDED_RESULT_SPEC, {
  list: '/cms/guided-results',
  create: '/cms/guided-results/create',
  editPattern: '/cms/guided-results/:id/amend',
});
