import { historyFold, type HistoryFold } from '@tracklight/history';
import { evolveApiKey, type ApiKeyState } from '../api-keys/api-key.state';
import { evolveCompany, type CompanyState } from '../companies/company.state';
import { evolveUser, type UserState } from '../users/user.state';

/**
 * Accounts as history reads them. Each view names its fields one by one, so a secret the state
 * holds (password and token hashes, reset tokens, sessions) can never reach a history reader.
 */
export const AUTH_HISTORY_FOLDS: HistoryFold[] = [
  historyFold<UserState | null>({
    streamType: 'user',
    initial: () => null,
    evolve: evolveUser,
    viewOf: (user) =>
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
      },
  }),
  historyFold<CompanyState | null>({
    streamType: 'company',
    initial: () => null,
    evolve: evolveCompany,
    viewOf: (company) => company as Record<string, unknown> | null,
  }),
  historyFold<ApiKeyState | null>({
    streamType: 'apikey',
    initial: () => null,
    evolve: evolveApiKey,
    viewOf: (key) => key && { keyId: key.keyId, name: key.name, companyId: key.companyId, ownerId: key.ownerId, scopes: key.scopes, expiresAt: key.expiresAt, revoked: key.revoked },
  }),
];
