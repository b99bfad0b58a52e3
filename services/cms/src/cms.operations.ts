import { anyUser, superAdminOnly, type OperationTable } from '@tracklight/access';

/** Who may call each cms operation (spec section 6); the CMS screens themselves are super admin. */
export const CMS_OPERATIONS = {
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
} satisfies OperationTable;
