import { CAUSE_SPEC } from '@tracklight/cms-catalogue';
import { catalogueRoutes } from '../catalogue/catalogue-routes';

/**
 * Reasons management (spec section 2: /reasons-management): the causes audits are pulled by, on
 * the catalogue's list and form (CAUSE_SPEC) over the cause aggregate's own GraphQL (cause-queries.ts).
 */
export const causeRoutes = catalogueRoutes(CAUSE_SPEC, {
  list: '/reasons-management',
  create: '/reasons-management/create',
  editPattern: '/reasons-management/update/:id',
});
