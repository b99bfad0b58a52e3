import { Body, Controller, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentUser, Operation, type AuthenticatedUser, IdParam, ZodPipe } from '@tracklight/access';
import type { CommandContext } from '@tracklight/event-store';
import { AccountQueries } from '../../accounts/account-queries';
import { AuthReadModels } from '../../accounts/auth-read-models';
import { RequestContext } from '@tracklight/access';
import { UpdateUserBody, type UserChanges } from '../user.schema';
import { UpdateUserCommand } from './update-user.command';

@Controller('accounts/users')
export class UpdateUserController {
  constructor(
    private readonly commands: CommandBus,
    private readonly readModels: AuthReadModels,
    private readonly queries: AccountQueries,
  ) {}

  @Patch(':id')
  @Operation('auth.users.update')
  async update(
    @Param('id', IdParam) id: string,
    @Body(new ZodPipe(UpdateUserBody)) body: UserChanges,
    @CurrentUser() user: AuthenticatedUser,
    @RequestContext() context: CommandContext,
  ) {
    await this.commands.execute(new UpdateUserCommand(user, id, body, context));
    await this.readModels.catchUp();
    return this.queries.userById(user, id);
  }
}
