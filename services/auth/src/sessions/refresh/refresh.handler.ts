import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '@tracklight/event-store';
import { foldCompany } from '../../companies/company.state';
import { decideOnStream, readState, type Decision } from '@tracklight/event-store';
import { unauthorized } from '@tracklight/access';
import { EmailIndex } from '../../users/email-index';
import { foldUser, type UserState } from '../../users/user.state';
import { SESSION_ENDED } from '../refresh-header';
import { hashToken, userIdOfToken } from '../secret-tokens';
import { SessionIssuer, type Session } from '../session-issuer';
import { RefreshCommand, type RefreshResult } from './refresh.command';
import { companyStream, userEvent, userStream } from '@tracklight/contracts';

type Outcome =
  | { kind: 'rotated'; session: Session }
  | { kind: 'refused' }
  | { kind: 'reused'; familyId: string };

@CommandHandler(RefreshCommand)
export class RefreshHandler implements ICommandHandler<RefreshCommand, RefreshResult> {
  private readonly logger = new Logger(RefreshHandler.name);

  constructor(
    private readonly store: EventStore,
    private readonly sessions: SessionIssuer,
  ) {}

  async execute({ refreshToken, username, context }: RefreshCommand): Promise<RefreshResult> {
    const userId = userIdOfToken(refreshToken);
    if (!userId) throw unauthorized(SESSION_ENDED);
    const outcome = await decideOnStream(
      this.store,
      userStream(userId),
      foldUser,
      { ...context, actorUserId: userId },
      (user) => this.decide(user, refreshToken, username),
    );
    if (outcome.kind === 'reused') {
      this.logger.warn(
        { userId, familyId: outcome.familyId },
        'a used refresh token came back: the whole session is revoked',
      );
    }
    if (outcome.kind !== 'rotated') throw unauthorized(SESSION_ENDED);
    return { error: null, action: 'continue', ...outcome.session };
  }

  private async decide(
    user: UserState | null,
    refreshToken: string,
    username: string,
  ): Promise<Decision<Outcome>> {
    const refused: Decision<Outcome> = { events: [], result: { kind: 'refused' } };
    if (
      !user ||
      !user.isEnabled ||
      EmailIndex.normalise(username) !== EmailIndex.normalise(user.email)
    )
      return refused;
    const hash = hashToken(refreshToken);
    const familyId = user.issuedTokens[hash];
    const family = familyId ? user.sessions[familyId] : undefined;
    if (!family || family.revoked) return refused;
    // An older token of a live family means two parties hold it: one of them stole it. End it for both.
    if (family.currentHash !== hash) {
      return {
        events: [userEvent('SessionRevoked', { familyId, reason: 'refresh-token-reused' })],
        result: { kind: 'reused', familyId },
      };
    }
    if (new Date(family.expiresAt) <= new Date()) return refused;
    const company = await readState(this.store, companyStream(user.companyId), foldCompany);
    if (!company) return refused;
    const { event, session } = this.sessions.rotate(user, company, familyId);
    return { events: [event], result: { kind: 'rotated', session } };
  }
}
