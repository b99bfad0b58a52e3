import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '@tracklight/event-store';

/** Sends a reset link to the address, if it belongs to an enabled user; answers nothing either way. */
export class ForgotPasswordCommand extends Command<void> {
  constructor(
    readonly email: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
