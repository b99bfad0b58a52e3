// `user-<userId>`, owned by auth (docs/streams.md); read by batches for a batch's new owner.
import type { FeatureGrant, RoleRef } from '@tracklight/access';
import { eventFactory, type EventOf } from '@tracklight/event-store';

export interface UserProfile {
  email: string;
  name: string;
  title: string;
  companyId: string;
  isCompanyOwner: boolean;
}

/** 'configured': ADMIN_PASSWORD, for the first super admin. */
export type PasswordReason = 'account-setup' | 'reset' | 'admin' | 'configured';
export type SessionEndReason = 'logout' | 'refresh-token-reused';

// Secrets appear only as hashes: argon2id for passwords, SHA-256 for the random refresh and reset
// tokens (see docs/decisions/0006-auth-sessions.md). Read models never copy them.
export type UserEvents = {
  UserInvited: UserProfile & { userId: string; passwordHash: string | null };
  UserUpdated: { changes: Partial<UserProfile> };
  UserDisabled: Record<string, never>;
  UserEnabled: Record<string, never>;
  RoleGranted: { role: RoleRef };
  RoleRevoked: { roleId: string };
  GrantChanged: { grant: FeatureGrant; granted: boolean };
  /** An admin's password is temporary: the user must choose their own at the next login. */
  PasswordSet: { passwordHash: string; reason: PasswordReason };
  PasswordResetRequested: { tokenHash: string; expiresAt: string };
  UserLoggedIn: {
    method: 'password' | 'sso';
    familyId: string;
    refreshTokenHash: string;
    expiresAt: string;
    address: string;
  };
  LoginFailed: { reason: 'wrong-password' | 'disabled'; address: string };
  RefreshTokenRotated: { familyId: string; refreshTokenHash: string; expiresAt: string };
  SessionRevoked: { familyId: string; reason: SessionEndReason };
};

export type UserEvent = EventOf<UserEvents>;
export const userEvent = eventFactory<UserEvents>();
export const userStream = (userId: string) => `user-${userId}`;

/** Event fields that hold secrets' hashes: kept out of every read model and history view. */
export const SECRET_FIELDS = ['passwordHash', 'tokenHash', 'refreshTokenHash'] as const;
