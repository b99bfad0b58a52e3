import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '@tracklight/event-store';
import { foldCompany } from '../../companies/company.state';
import type { LoginResult } from '../../sessions/login/login.command';
import { ACCOUNT_DISABLED } from '../../sessions/login-attempts';
import { SessionIssuer } from '../../sessions/session-issuer';
import { decideOnStream, readState } from '@tracklight/event-store';
import { forbidden, unauthorized } from '@tracklight/access';
import { EmailIndex } from '../../users/email-index';
import { foldUser } from '../../users/user.state';
import { SsoLoginCommand } from './sso-login.command';
import { companyStream, userStream } from '@tracklight/contracts';

@CommandHandler(SsoLoginCommand)
export class SsoLoginHandler implements ICommandHandler<SsoLoginCommand, LoginResult> {
  constructor(
    private readonly store: EventStore,
    private readonly emails: EmailIndex,
    private readonly sessions: SessionIssuer,
  ) {}

  async execute({ email, address, context }: SsoLoginCommand): Promise<LoginResult> {
    const noAccount = unauthorized(
      `No account uses the e-mail address ${email}. Ask your company owner to invite you.`,
    );
    const userId = await this.emails.userIdOf(email);
    if (!userId) throw noAccount;
    return decideOnStream(
      this.store,
      userStream(userId),
      foldUser,
      { ...context, actorUserId: userId },
      async (user) => {
        if (!user) throw noAccount;
        if (!user.isEnabled) throw forbidden(ACCOUNT_DISABLED);
        const company = await readState(this.store, companyStream(user.companyId), foldCompany);
        if (!company)
          throw new Error(`User ${user.userId} belongs to a company that does not exist`);
        // The issuer proved who this is, so a pending temporary password does not hold SSO up.
        const { event, session } = this.sessions.start(user, company, 'sso', address);
        return {
          events: [event],
          result: { error: null, action: 'continue' as const, ...session },
        };
      },
    );
  }
}
