import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '@tracklight/event-store';
import type { SessionTokens, SessionUser } from '../session-issuer';

/** The login answer of spec section 7: `{ error, action, tokens, user }`. */
export type LoginResult =
  | { error: null; action: 'continue'; tokens: SessionTokens; user: SessionUser }
  | { error: null; action: 'accountSetupRequired'; tokens: null; user: { email: string } };

export class LoginCommand extends Command<LoginResult> {
  constructor(
    readonly username: string,
    readonly password: string,
    readonly address: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
