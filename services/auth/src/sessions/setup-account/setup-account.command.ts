import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '@tracklight/event-store';
import type { LoginResult } from '../login/login.command';

/** First-time setup (spec section 5): the temporary password, then the user's own. */
export class SetupAccountCommand extends Command<LoginResult> {
  constructor(
    readonly username: string,
    readonly password: string,
    readonly newPassword: string,
    readonly address: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
