/** A role as the spec shows it on a user: `roles (id, name)`. */
export interface RoleRef {
  id: string;
  name: string;
}

/** Feature grants of spec section 6; each switches one feature on for one user. */
export const FEATURE_GRANTS = [
  'geekFeatures',
  'monthlyScheduling',
  'verification',
  'whitelisting',
  'api',
  'advertiserManagement',
  'enterpriseReporting',
  'scheduling',
  'appAssociations',
] as const;
export type FeatureGrant = (typeof FEATURE_GRANTS)[number];

/**
 * The roles with fixed identities (spec section 6). The spec hides the network roles' id values,
 * so these ids are ours; the share role is recognised by its name, which carries the brand as the
 * spec gives it.
 */
export const ROLES = {
  networkUser: { id: 'network-user', name: 'Network User' },
  globalNetworkUser: { id: 'global-network-user', name: 'Global Network User' },
  shareUser: { id: 'share-user', name: 'Moonpull Share User' },
} as const satisfies Record<string, RoleRef>;
export const ROLE_CATALOGUE: readonly RoleRef[] = Object.values(ROLES);

/**
 * Who is calling, as the access token says. Every service reads this; only the auth service
 * makes it. Company facts travel with the user so a guard can decide without a lookup.
 */
export interface AuthenticatedUser {
  id: string;
  email: string;
  name: string;
  title: string;
  companyId: string;
  companyName: string;
  /** The user's company is the provider's own: passes every role and access check. */
  isSuperAdmin: boolean;
  isCompanyOwner: boolean;
  roles: RoleRef[];
  grants: FeatureGrant[];
  /** The company's moonpullShareEnabled flag. */
  shareEnabled: boolean;
  /** Queue letters the company may submit to. */
  queues: string[];
  /**
   * Set when the caller is an API key acting for this user (its owner): the key's id and scopes.
   * Only operations opened with withApiKey let it through (libs/access api-keys.ts).
   */
  apiKey?: { id: string; scopes: readonly ('read' | 'submit' | 'embed')[] };
}
