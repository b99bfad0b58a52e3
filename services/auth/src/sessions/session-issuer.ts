import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { AccessTokens, canUseCustomCron, customCronAllowlistOf, type AuthenticatedUser } from '@tracklight/access';
import type { Settings } from '@tracklight/config';
import { SETTINGS } from '@tracklight/platform';
import type { NewEvent } from '@tracklight/event-store';
import type { CompanyState } from '../companies/company.state';
import type { UserState } from '../users/user.state';
import { hashToken, newSecretToken } from './secret-tokens';
import { userEvent } from '@tracklight/contracts';

/** How long a refresh token may wait to be used; each use issues a new one. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

/** The session's user as the UI stores it (spec section 3, Session), plus what it shows by role. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  title: string;
  isCompanyOwner: boolean;
  roles: AuthenticatedUser['roles'];
  grants: AuthenticatedUser['grants'];
  /**
   * May choose custom cron schedules (spec section 6: super admins and CUSTOM_CRON_ALLOWLIST). The
   * batches service decides it on every save; the UI reads it here to offer the choice at all.
   */
  canUseCustomCron: boolean;
  company: {
    id: string;
    name: string;
    queues: string[];
    isSuperAdmin: boolean;
    moonpullShareEnabled: boolean;
  };
}

export interface Session {
  tokens: SessionTokens;
  user: SessionUser;
}

export const authenticatedUserOf = (user: UserState, company: CompanyState): AuthenticatedUser => ({
  id: user.userId,
  email: user.email,
  name: user.name,
  title: user.title,
  companyId: company.companyId,
  companyName: company.name,
  isSuperAdmin: company.isSuperAdmin,
  isCompanyOwner: user.isCompanyOwner,
  roles: user.roles,
  grants: user.grants,
  shareEnabled: company.moonpullShareEnabled,
  queues: company.queues,
});

const sessionUserOf = (user: AuthenticatedUser, cronAllowlist: readonly string[]): SessionUser => ({
  id: user.id,
  name: user.name,
  email: user.email,
  title: user.title,
  isCompanyOwner: user.isCompanyOwner,
  roles: user.roles,
  grants: user.grants,
  canUseCustomCron: canUseCustomCron(user, cronAllowlist),
  company: {
    id: user.companyId,
    name: user.companyName,
    queues: user.queues,
    isSuperAdmin: user.isSuperAdmin,
    moonpullShareEnabled: user.shareEnabled,
  },
});

/** Mints the tokens of a session and the event that records them (the refresh token by hash only). */
@Injectable()
export class SessionIssuer {
  private readonly cronAllowlist: string[];

  constructor(
    private readonly accessTokens: AccessTokens,
    @Inject(SETTINGS) settings: Settings,
  ) {
    this.cronAllowlist = customCronAllowlistOf(settings.CUSTOM_CRON_ALLOWLIST);
  }

  /** The session's user as the UI stores it, for a user the access token already vouches for. */
  userOf(user: AuthenticatedUser): SessionUser {
    return sessionUserOf(user, this.cronAllowlist);
  }

  start(
    user: UserState,
    company: CompanyState,
    method: 'password' | 'sso',
    address: string,
  ): { event: NewEvent; session: Session } {
    const { refreshToken, refreshTokenHash, expiresAt } = this.refreshToken(user.userId);
    const event = userEvent('UserLoggedIn', {
      method,
      familyId: randomUUID(),
      refreshTokenHash,
      expiresAt,
      address,
    });
    return { event, session: this.session(user, company, refreshToken) };
  }

  rotate(
    user: UserState,
    company: CompanyState,
    familyId: string,
  ): { event: NewEvent; session: Session } {
    const { refreshToken, refreshTokenHash, expiresAt } = this.refreshToken(user.userId);
    const event = userEvent('RefreshTokenRotated', { familyId, refreshTokenHash, expiresAt });
    return { event, session: this.session(user, company, refreshToken) };
  }

  private refreshToken(userId: string) {
    const refreshToken = newSecretToken(userId);
    return {
      refreshToken,
      refreshTokenHash: hashToken(refreshToken),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS).toISOString(),
    };
  }

  private session(user: UserState, company: CompanyState, refreshToken: string): Session {
    const authenticated = authenticatedUserOf(user, company);
    return {
      tokens: { accessToken: this.accessTokens.sign(authenticated), refreshToken },
      user: this.userOf(authenticated),
    };
  }
}
