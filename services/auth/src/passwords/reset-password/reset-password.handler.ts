import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '@tracklight/event-store';
import { hashPassword } from '../../sessions/passwords';
import { userIdOfToken } from '../../sessions/secret-tokens';
import { decideOnStream } from '@tracklight/event-store';
import { badRequest } from '@tracklight/access';
import { foldUser } from '../../users/user.state';
import { INVALID_RESET_LINK, resetTokenValid } from '../reset-token';
import { ResetPasswordCommand } from './reset-password.command';
import { userEvent, userStream } from '@tracklight/contracts';

@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand, void> {
  constructor(private readonly store: EventStore) {}

  /** PasswordSet clears the reset token (single use) and ends every session of the account. */
  async execute({ resetToken, newPassword, context }: ResetPasswordCommand): Promise<void> {
    const userId = userIdOfToken(resetToken);
    if (!userId) throw badRequest(INVALID_RESET_LINK);
    await decideOnStream(
      this.store,
      userStream(userId),
      foldUser,
      { ...context, actorUserId: userId },
      async (user) => {
        if (!resetTokenValid(user, resetToken)) throw badRequest(INVALID_RESET_LINK);
        return {
          events: [
            userEvent('PasswordSet', {
              passwordHash: await hashPassword(newPassword),
              reason: 'reset',
            }),
          ],
          result: undefined,
        };
      },
    );
  }
}
