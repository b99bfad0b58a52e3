import { randomUUID } from 'node:crypto';
import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentUser, Operation, type AuthenticatedUser, ZodPipe } from '@tracklight/access';
import type { CommandContext } from '@tracklight/event-store';
import type { z } from 'zod';
import { AccountQueries } from '../../accounts/account-queries';
import { AuthReadModels } from '../../accounts/auth-read-models';
import { RequestContext } from '@tracklight/access';
import { InviteUserBody } from '../user.schema';
import { InviteUserCommand } from './invite-user.command';

@Controller('accounts/users')
export class InviteUserController {
  constructor(
    private readonly commands: CommandBus,
    private readonly readModels: AuthReadModels,
    private readonly queries: AccountQueries,
  ) {}

  @Post()
  @Operation('auth.users.create')
  async invite(
    @Body(new ZodPipe(InviteUserBody)) body: z.infer<typeof InviteUserBody>,
    @CurrentUser() user: AuthenticatedUser,
    @RequestContext() context: CommandContext,
  ) {
    const id = await this.commands.execute(
      new InviteUserCommand(user, body, randomUUID(), context),
    );
    await this.readModels.catchUp();
    return this.queries.userById(user, id);
  }
}
