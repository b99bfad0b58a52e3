import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '@tracklight/event-store';
import { decideOnStream } from '@tracklight/event-store';
import { foldUser } from '../../users/user.state';
import { hashToken, userIdOfToken } from '../secret-tokens';
import { LogoutCommand } from './logout.command';
import { userEvent, userStream } from '@tracklight/contracts';

@CommandHandler(LogoutCommand)
export class LogoutHandler implements ICommandHandler<LogoutCommand, void> {
  constructor(private readonly store: EventStore) {}

  /** Logging out twice, or with a token already dead, changes nothing and is not an error. */
  async execute({ refreshToken, context }: LogoutCommand): Promise<void> {
    const userId = userIdOfToken(refreshToken);
    if (!userId) return;
    await decideOnStream(
      this.store,
      userStream(userId),
      foldUser,
      { ...context, actorUserId: userId },
      (user) => {
        const familyId = user?.issuedTokens[hashToken(refreshToken)];
        const live = familyId !== undefined && user?.sessions[familyId]?.revoked === false;
        return {
          events: live ? [userEvent('SessionRevoked', { familyId, reason: 'logout' })] : [],
          result: undefined,
        };
      },
    );
  }
}
