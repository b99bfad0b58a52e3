import { Controller, Delete, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentUser, Operation, type AuthenticatedUser, IdParam } from '@tracklight/access';
import type { CommandContext } from '@tracklight/event-store';
import { AccountQueries } from '../../accounts/account-queries';
import { AuthReadModels } from '../../accounts/auth-read-models';
import { RequestContext } from '@tracklight/access';
import { UpdateUserCommand } from '../update-user/update-user.command';

/**
 * DELETE disables rather than erases: the user's history stays (events are the record), their
 * sessions end, and a super admin or company owner can enable them again with PATCH.
 */
@Controller('accounts/users')
export class DisableUserController {
  constructor(
    private readonly commands: CommandBus,
    private readonly readModels: AuthReadModels,
    private readonly queries: AccountQueries,
  ) {}

  @Delete(':id')
  @Operation('auth.users.disable')
  async disable(
    @Param('id', IdParam) id: string,
    @CurrentUser() user: AuthenticatedUser,
    @RequestContext() context: CommandContext,
  ) {
    await this.commands.execute(new UpdateUserCommand(user, id, { isEnabled: false }, context));
    await this.readModels.catchUp();
    return this.queries.userById(user, id);
  }
}
