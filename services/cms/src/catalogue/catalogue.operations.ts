import { superAdminOnly, type OperationTable, type Rule } from '@tracklight/access';
import type { CatalogueSpec } from '@tracklight/cms-catalogue';

export interface CatalogueAccess {
  /** List and read one. */
  read: Rule;
  /** Create, update, delete and restore. */
  write: Rule;
  /** Create, where it differs from write (a kind with its own create mutation). */
  create?: Rule;
}

/** The CMS is for the provider's staff unless a kind says otherwise (spec section 6). */
export const STAFF_ONLY: CatalogueAccess = { read: superAdminOnly, write: superAdminOnly };

export const catalogueOperationNames = (spec: Pick<CatalogueSpec, 'kind'>) => ({
  list: `cms.${spec.kind}.list`,
  read: `cms.${spec.kind}.read`,
  create: `cms.${spec.kind}.create`,
  update: `cms.${spec.kind}.update`,
  delete: `cms.${spec.kind}.delete`,
});

/** One kind's entries for the CMS operation table. */
export const catalogueOperations = (spec: CatalogueSpec, access: CatalogueAccess = STAFF_ONLY): OperationTable => {
  const names = catalogueOperationNames(spec);
  return {
    [names.list]: access.read,
    [names.read]: access.read,
    [names.create]: access.create ?? access.write,
    [names.update]: access.write,
    ...(spec.softDelete ? { [names.delete]: access.write } : {}),
  };
};
