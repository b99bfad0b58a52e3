import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '@tracklight/event-store';
import type { LoginResult } from '../../sessions/login/login.command';

/** Starts a session for the user whose e-mail the SSO issuer vouched for. */
export class SsoLoginCommand extends Command<LoginResult> {
  constructor(
    readonly email: string,
    readonly address: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
