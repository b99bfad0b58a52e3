import type { FeatureGrant, RoleRef } from '@tracklight/access';
import { asEvent, type AnyEvent } from '@tracklight/event-store';
import type { UserEvents, UserProfile } from '@tracklight/contracts';

/** One login's chain of refresh tokens: only the newest is valid; an older one is a stolen copy. */
export interface SessionFamily {
  currentHash: string;
  expiresAt: string;
  revoked: boolean;
}

export interface UserState extends UserProfile {
  userId: string;
  isEnabled: boolean;
  roles: RoleRef[];
  grants: FeatureGrant[];
  passwordHash: string | null;
  mustSetPassword: boolean;
  resetToken: { hash: string; expiresAt: string } | null;
  sessions: Record<string, SessionFamily>;
  /** Every refresh token hash ever issued → its family, to recognise a reused one. */
  issuedTokens: Record<string, string>;
}

const endAllSessions = (sessions: Record<string, SessionFamily>): Record<string, SessionFamily> =>
  Object.fromEntries(
    Object.entries(sessions).map(([id, family]) => [id, { ...family, revoked: true }]),
  );

const startFamily = (
  state: UserState,
  familyId: string,
  hash: string,
  expiresAt: string,
): UserState => ({
  ...state,
  sessions: { ...state.sessions, [familyId]: { currentHash: hash, expiresAt, revoked: false } },
  issuedTokens: { ...state.issuedTokens, [hash]: familyId },
});

export const evolveUser = (state: UserState | null, stored: AnyEvent): UserState | null => {
  const event = asEvent<UserEvents>(stored);
  if (event.type === 'UserInvited') {
    const { passwordHash, ...profile } = event.data;
    return {
      ...profile,
      isEnabled: true,
      roles: [],
      grants: [],
      passwordHash,
      mustSetPassword: true,
      resetToken: null,
      sessions: {},
      issuedTokens: {},
    };
  }
  if (!state) return null;
  switch (event.type) {
    case 'UserUpdated':
      return { ...state, ...event.data.changes };
    case 'UserDisabled':
      return { ...state, isEnabled: false, sessions: endAllSessions(state.sessions) };
    case 'UserEnabled':
      return { ...state, isEnabled: true };
    case 'RoleGranted':
      return {
        ...state,
        roles: [...state.roles.filter((role) => role.id !== event.data.role.id), event.data.role],
      };
    case 'RoleRevoked':
      return { ...state, roles: state.roles.filter((role) => role.id !== event.data.roleId) };
    case 'GrantChanged': {
      const others = state.grants.filter((grant) => grant !== event.data.grant);
      return { ...state, grants: event.data.granted ? [...others, event.data.grant] : others };
    }
    case 'PasswordSet':
      // A new password ends every session and any outstanding reset link.
      return {
        ...state,
        passwordHash: event.data.passwordHash,
        mustSetPassword: event.data.reason === 'admin',
        resetToken: null,
        sessions: endAllSessions(state.sessions),
      };
    case 'PasswordResetRequested':
      return {
        ...state,
        resetToken: { hash: event.data.tokenHash, expiresAt: event.data.expiresAt },
      };
    case 'UserLoggedIn':
      return startFamily(
        state,
        event.data.familyId,
        event.data.refreshTokenHash,
        event.data.expiresAt,
      );
    case 'RefreshTokenRotated':
      return startFamily(
        state,
        event.data.familyId,
        event.data.refreshTokenHash,
        event.data.expiresAt,
      );
    case 'SessionRevoked': {
      const family = state.sessions[event.data.familyId];
      return family
        ? {
            ...state,
            sessions: { ...state.sessions, [event.data.familyId]: { ...family, revoked: true } },
          }
        : state;
    }
    default:
      return state;
  }
};

export const foldUser = (events: readonly AnyEvent[]): UserState | null =>
  events.reduce(evolveUser, null);
