import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@tracklight/access';
import type { CommandContext } from '@tracklight/event-store';
import type { z } from 'zod';
import type { InviteUserBody } from '../user.schema';

/** Creates a user with a temporary password; answers the new user's id. */
export class InviteUserCommand extends Command<string> {
  constructor(
    readonly actor: AuthenticatedUser,
    readonly input: z.infer<typeof InviteUserBody>,
    readonly userId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
