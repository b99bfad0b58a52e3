import { isListedFor, type AuthenticatedUser } from '@tracklight/access';
import { parseAccessList } from '../platform-content-keys';

/**
 * The `accessControl` text as one caller may read it. The list names customers' e-mails and
 * company names, so only super admins read it whole; anyone else reads just the entries that
 * match them, which is all the UI needs to decide what they may see (docs/decisions/0008).
 */
export function accessControlShownTo(user: AuthenticatedUser, accessControl: string): string {
  if (user.isSuperAdmin) return accessControl;
  const list = parseAccessList(accessControl) ?? {};
  const own = Object.entries(list)
    .map(
      ([feature, entries]) =>
        [feature, entries.filter((entry) => isListedFor(user, [entry]))] as const,
    )
    .filter(([, entries]) => entries.length > 0);
  return JSON.stringify(Object.fromEntries(own));
}
