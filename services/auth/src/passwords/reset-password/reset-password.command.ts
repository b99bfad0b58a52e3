import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '@tracklight/event-store';

export class ResetPasswordCommand extends Command<void> {
  constructor(
    readonly resetToken: string,
    readonly newPassword: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
