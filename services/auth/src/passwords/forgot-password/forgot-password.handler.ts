import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Settings, publicUrlOf } from '@tracklight/config';
import { EventStore } from '@tracklight/event-store';
import { SETTINGS } from '@tracklight/platform';
import { hashToken, newSecretToken } from '../../sessions/secret-tokens';
import { decideOnStream } from '@tracklight/event-store';
import { EmailIndex } from '../../users/email-index';
import { foldUser } from '../../users/user.state';
import { Mailer } from '@tracklight/platform';
import { RESET_TOKEN_TTL_MS } from '../reset-token';
import { ForgotPasswordCommand } from './forgot-password.command';
import { userEvent, userStream } from '@tracklight/contracts';

/** The UI page that reads `resetToken` and calls /auth/forgot-password/user and /reset. */
export const RESET_PAGE = '/#/reset-password';

@CommandHandler(ForgotPasswordCommand)
export class ForgotPasswordHandler implements ICommandHandler<ForgotPasswordCommand, void> {
  constructor(
    private readonly store: EventStore,
    private readonly emails: EmailIndex,
    private readonly mailer: Mailer,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  async execute({ email, context }: ForgotPasswordCommand): Promise<void> {
    const userId = await this.emails.userIdOf(email);
    if (!userId) return;
    const sent = await decideOnStream(this.store, userStream(userId), foldUser, context, (user) => {
      if (!user?.isEnabled) return { events: [], result: null };
      const token = newSecretToken(userId);
      const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_MS).toISOString();
      return {
        events: [userEvent('PasswordResetRequested', { tokenHash: hashToken(token), expiresAt })],
        result: { token, user },
      };
    });
    if (!sent) return;
    const link = `${publicUrlOf(this.settings)}${RESET_PAGE}?resetToken=${encodeURIComponent(sent.token)}`;
    await this.mailer.send({
      to: sent.user.email,
      subject: `Reset your ${this.settings.PRODUCT_NAME} password`,
      text: [
        `Hello ${sent.user.name},`,
        '',
        `Someone asked to reset the password of your ${this.settings.PRODUCT_NAME} account. To choose a new one, open this link within an hour:`,
        '',
        link,
        '',
        'If it was not you, ignore this e-mail: your password stays as it is.',
      ].join('\n'),
    });
  }
}
