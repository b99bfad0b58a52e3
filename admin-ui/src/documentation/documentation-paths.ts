import type { CataloguePaths } from '../cms/catalogue/catalogue-paths';

/** Where staff edit the documentation pages that /documentation shows. */
export const DOCUMENTATION_PATHS: CataloguePaths = {
  list: '/documentation/pages',
  create: '/documentation/pages/create',
  editPattern: '/documentation/pages/:id/update',
};
