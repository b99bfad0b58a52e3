import type { CataloguePaths } from '../catalogue/catalogue-paths';

/** The CMS network routes of spec section 2. */
export const NETWORK_PATHS: CataloguePaths & { create: string; successCriteria: string } = {
  list: '/cms/networks',
  create: '/cms/networks/create',
  editPattern: '/cms/networks/:id/update',
  successCriteria: '/cms/networks/success-criteria',
};

export const networkEditPath = (id: string): string => NETWORK_PATHS.editPattern.replace(':id', encodeURIComponent(id));

/** The success-criteria editor with this network picked. */
export const successCriteriaPath = (id: string): string => `${NETWORK_PATHS.successCriteria}?network=${encodeURIComponent(id)}`;
