import { anyUser, superAdminOnly, type OperationTable } from '@tracklight/access';
import { CATALOGUE_SPECS } from '@tracklight/cms-catalogue';
import { catalogueOperations, STAFF_ONLY, type CatalogueAccess } from './catalogue.operations';

/**
 * Who may read and write each catalogue kind, where it differs from staff only (spec section 6).
 * Narratives are read by publishers in their results, documentation pages by every user.
 */
const ACCESS: Readonly<Record<string, CatalogueAccess>> = {
  narrative: { read: anyUser, write: superAdminOnly },
  documentationPage: { read: anyUser, write: superAdminOnly },
  // whitelistingRequestCreate: users with the whitelisting grant, or listed under 'whitelisting'
  // in the access list; the resolver checks both, as a rule cannot read the list.
  whitelistingRequest: { read: superAdminOnly, write: superAdminOnly, create: anyUser },
};

export const catalogueAccessOf = (kind: string): CatalogueAccess => ACCESS[kind] ?? STAFF_ONLY;

/** Every catalogue kind's operations, for the CMS operation table. */
export const CATALOGUE_OPERATIONS: OperationTable = Object.assign(
  {},
  ...CATALOGUE_SPECS.map((spec) => catalogueOperations(spec, catalogueAccessOf(spec.kind))),
);
