import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentUser, Operation, type AuthenticatedUser, IdParam, ZodPipe } from '@tracklight/access';
import type { CommandContext } from '@tracklight/event-store';
import { z } from 'zod';
import { AccountQueries } from '../../accounts/account-queries';
import { AuthReadModels } from '../../accounts/auth-read-models';
import { RequestContext } from '@tracklight/access';
import { countField } from '../company.schema';
import { GrantExtraLinksCommand } from './grant-extra-links.command';

const ExtraBody = z.object({
  thisMonthExtra: countField('Extra links', 0),
});

@Controller('accounts/companies')
export class GrantExtraLinksController {
  constructor(
    private readonly commands: CommandBus,
    private readonly readModels: AuthReadModels,
    private readonly queries: AccountQueries,
  ) {}

  @Post(':id/extra')
  @HttpCode(200)
  @Operation('auth.companies.grantExtra')
  async grant(
    @Param('id', IdParam) id: string,
    @Body(new ZodPipe(ExtraBody)) body: z.infer<typeof ExtraBody>,
    @CurrentUser() user: AuthenticatedUser,
    @RequestContext() context: CommandContext,
  ) {
    await this.commands.execute(new GrantExtraLinksCommand(id, body.thisMonthExtra, context));
    await this.readModels.catchUp();
    return this.queries.companyById(user, id);
  }
}
