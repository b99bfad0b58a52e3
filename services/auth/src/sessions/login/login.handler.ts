import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '@tracklight/event-store';
import { foldCompany } from '../../companies/company.state';
import { readState } from '@tracklight/event-store';
import { LoginAttempts } from '../login-attempts';
import { SessionIssuer } from '../session-issuer';
import { LoginCommand, type LoginResult } from './login.command';
import { companyStream } from '@tracklight/contracts';

@CommandHandler(LoginCommand)
export class LoginHandler implements ICommandHandler<LoginCommand, LoginResult> {
  constructor(
    private readonly store: EventStore,
    private readonly attempts: LoginAttempts,
    private readonly sessions: SessionIssuer,
  ) {}

  execute({ username, password, address, context }: LoginCommand): Promise<LoginResult> {
    return this.attempts.attempt<LoginResult>(
      { username, password, address },
      context,
      async (user) => {
        // A temporary password only opens account setup; no session until the user picks their own.
        if (user.mustSetPassword) {
          return {
            events: [],
            result: {
              error: null,
              action: 'accountSetupRequired',
              tokens: null,
              user: { email: user.email },
            },
          };
        }
        const company = await readState(this.store, companyStream(user.companyId), foldCompany);
        if (!company)
          throw new Error(`User ${user.userId} belongs to a company that does not exist`);
        const { event, session } = this.sessions.start(user, company, 'password', address);
        return { events: [event], result: { error: null, action: 'continue', ...session } };
      },
    );
  }
}
