import type { HistoryFold } from '@tracklight/history';
import { foldApiKey } from '../api-keys/api-key.state';
import { foldCompany } from '../companies/company.state';
import { foldUser } from '../users/user.state';

/**
 * Accounts as history reads them. Each view names its fields one by one, so a secret the state
 * holds (password and token hashes, reset tokens, sessions) can never reach a history reader.
 */
export const AUTH_HISTORY_FOLDS: HistoryFold[] = [
  {
    streamType: 'user',
    view: (events) => {
      const user = foldUser(events);
      return (
        user && {
          userId: user.userId,
          email: user.email,
          name: user.name,
          title: user.title,
          companyId: user.companyId,
          isCompanyOwner: user.isCompanyOwner,
          isEnabled: user.isEnabled,
          roles: user.roles,
          grants: user.grants,
          mustSetPassword: user.mustSetPassword,
          activeSessions: Object.values(user.sessions).filter((session) => !session.revoked).length,
        }
      );
    },
  },
  { streamType: 'company', view: (events) => foldCompany(events) as Record<string, unknown> | null },
  {
    streamType: 'apikey',
    view: (events) => {
      const key = foldApiKey(events);
      return key && { keyId: key.keyId, name: key.name, companyId: key.companyId, ownerId: key.ownerId, scopes: key.scopes, expiresAt: key.expiresAt, revoked: key.revoked };
    },
  },
];
