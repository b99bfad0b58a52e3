import { anyUser, shareUser, superAdminOnly, withGrant, type OperationTable } from '@tracklight/access';
import { CATALOGUE_OPERATIONS } from './catalogue/catalogue-kinds';

/**
 * Who may call each cms operation (spec section 6); the CMS screens themselves are super admin.
 * Typed as a plain table: the catalogue kinds' entries are generated, so their names are not
 * literal types; cms.operations.spec.ts still lists every name by hand.
 */
export const CMS_OPERATIONS: OperationTable = {
  /**
   * platformContent, platformContentByKey: the UI reads thresholds, the PSA and the access list
   * once logged in; accessControl is trimmed to the caller's own entries (docs/decisions/0008).
   */
  'cms.platformContent.read': anyUser,
  'cms.platformContent.update': superAdminOnly,
  /** causeMany: the dashboard's cause selector. */
  'cms.causes.list': anyUser,
  /** responsibleNetworksMany: the responsible-network picker. */
  'cms.networks.responsibleList': anyUser,
  /** networkMany: every user's network pickers (the provider's comment is blanked for non-staff). */
  'cms.networks.list': anyUser,
  /** networkPage, networkById, GET /cms/networks/{id}, /comments, /{id}/active-errors, /success-criteria. */
  'cms.networks.read': superAdminOnly,
  /** networkCreateOne. */
  'cms.networks.create': superAdminOnly,
  /** networkUpdateById, networkSuccessCriteriaUpdateById, PATCH /cms/networks/{id} and /comments. */
  'cms.networks.update': superAdminOnly,
  /** networkSoftDeleteById, networkRestoreById. */
  'cms.networks.delete': superAdminOnly,
  /**
   * Advertisers (/cms/advertisers, REST /cms/advertisers, POST /cms/network/{id}/advertisers/csv):
   * super admins, and users with the advertiserManagement grant for their own company's networks
   * (scoped in services/cms/src/advertisers/advertiser-access.ts).
   */
  'cms.advertisers.list': withGrant('advertiserManagement'),
  'cms.advertisers.read': withGrant('advertiserManagement'),
  'cms.advertisers.create': withGrant('advertiserManagement'),
  'cms.advertisers.update': withGrant('advertiserManagement'),
  'cms.advertisers.delete': withGrant('advertiserManagement'),
  'cms.advertisers.import': withGrant('advertiserManagement'),
  /** Support (/support): any logged-in user writes to the provider's support team. */
  'cms.support.send': anyUser,
  /** Issue reports (POST /services/issues/reports and their files): any user, on their own company's audits. */
  'cms.issueReports.create': anyUser,
  'cms.issueReports.read': anyUser,
  /** Every report with who made it (/share/issues/reports). */
  'cms.issueReports.list': superAdminOnly,
  /** The share area (spec section 6: share users; super admins pass). */
  'cms.shareIssues.list': shareUser,
  'cms.shareIssues.read': shareUser,
  'cms.shareIssues.comment': shareUser,
  'cms.shareIssues.status': superAdminOnly,
  /** The generic CMS items: `cms.<kind>.list|read|create|update|delete` (catalogue/catalogue-kinds.ts). */
  ...CATALOGUE_OPERATIONS,
};
