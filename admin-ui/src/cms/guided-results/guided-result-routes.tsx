import { GUIDED_RESULT_SPEC } from '@tracklight/cms-catalogue';
import { catalogueRoutes } from '../catalogue/catalogue-routes';
import { CatalogueHistory } from '../catalogue/CatalogueHistory';

/** Guided results (spec section 2): /cms/guided-results, /create, /{id}/amend; the amend screen shows the history. */
export const guidedResultRoutes = catalogueRoutes(
  GUIDED_RESULT_SPEC,
  { list: '/cms/guided-results', create: '/cms/guided-results/create', editPattern: '/cms/guided-results/:id/amend' },
  { aside: (id) => <CatalogueHistory spec={GUIDED_RESULT_SPEC} id={id} /> },
);
