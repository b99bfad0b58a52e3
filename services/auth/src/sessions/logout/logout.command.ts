import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '@tracklight/event-store';

/** Ends the session the refresh token belongs to. */
export class LogoutCommand extends Command<void> {
  constructor(
    readonly refreshToken: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
