import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@tracklight/access';
import type { CommandContext } from '@tracklight/event-store';
import type { UserChanges } from '../user.schema';

export class UpdateUserCommand extends Command<void> {
  constructor(
    readonly actor: AuthenticatedUser,
    readonly userId: string,
    readonly changes: UserChanges,
    readonly context: CommandContext,
  ) {
    super();
  }
}
