import type { SessionUser } from '../auth/session';

/** batchMany's companyType for every company but the provider's own (spec section 9). */
export const ALL_CLIENTS = 'ALL_CLIENTS';

/** Spec section 9; 'Five or more' counts completed audits. */
export const LINK_FILTERS = [
  { id: 'ALL', name: 'All' },
  { id: 'SINGLE', name: 'Single' },
  { id: 'EXCLUDE_SINGLE', name: 'Exclude single' },
  { id: 'FIVE_OR_MORE', name: 'Five or more' },
];

/** batchMany's status filter: the words the Progress column shows. */
export const BATCH_STATUSES = [
  { id: 'PROCESSING', name: 'Processing' },
  { id: 'DONE', name: 'Done' },
];

/**
 * The company type filter's choices: all clients, then each type the companies carry (free
 * text, so read from the companies rather than fixed here), in alphabetical order.
 */
export const companyTypeChoices = (companies: { companyType: string | null }[]): { id: string; name: string }[] => {
  const types = [...new Set(companies.map((company) => company.companyType?.trim()).filter((type): type is string => Boolean(type)))];
  types.sort((a, b) => a.localeCompare(b));
  return [{ id: ALL_CLIENTS, name: 'All clients' }, ...types.map((type) => ({ id: type, name: type }))];
};

/** What the list shows by role (spec sections 2 and 6); a super admin passes every grant check. */
export const batchListRights = (user: SessionUser | undefined) => {
  const superAdmin = Boolean(user?.company.isSuperAdmin);
  return {
    /** The company type filter, the bin and the owner's company column. */
    superAdmin,
    showsBatchIds: superAdmin || Boolean(user?.grants.includes('geekFeatures')),
  };
};
