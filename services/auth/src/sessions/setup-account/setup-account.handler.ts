import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '@tracklight/event-store';
import { foldCompany } from '../../companies/company.state';
import { readState } from '@tracklight/event-store';
import { badRequest } from '@tracklight/access';
import type { LoginResult } from '../login/login.command';
import { LoginAttempts } from '../login-attempts';
import { hashPassword } from '../passwords';
import { SessionIssuer } from '../session-issuer';
import { SetupAccountCommand } from './setup-account.command';
import { companyStream, userEvent } from '@tracklight/contracts';

@CommandHandler(SetupAccountCommand)
export class SetupAccountHandler implements ICommandHandler<SetupAccountCommand, LoginResult> {
  constructor(
    private readonly store: EventStore,
    private readonly attempts: LoginAttempts,
    private readonly sessions: SessionIssuer,
  ) {}

  execute({
    username,
    password,
    newPassword,
    address,
    context,
  }: SetupAccountCommand): Promise<LoginResult> {
    return this.attempts.attempt<LoginResult>(
      { username, password, address },
      context,
      async (user) => {
        if (!user.mustSetPassword)
          throw badRequest('This account is already set up. Log in with your password.');
        if (newPassword === password)
          throw badRequest('Please choose a new password, different from the temporary one.');
        const company = await readState(this.store, companyStream(user.companyId), foldCompany);
        if (!company)
          throw new Error(`User ${user.userId} belongs to a company that does not exist`);
        const passwordSet = userEvent('PasswordSet', {
          passwordHash: await hashPassword(newPassword),
          reason: 'account-setup',
        });
        const { event, session } = this.sessions.start(user, company, 'password', address);
        return {
          events: [passwordSet, event],
          result: { error: null, action: 'continue', ...session },
        };
      },
    );
  }
}
