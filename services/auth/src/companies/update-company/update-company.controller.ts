import { Body, Controller, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentUser, Operation, type AuthenticatedUser, IdParam, ZodPipe } from '@tracklight/access';
import type { CommandContext } from '@tracklight/event-store';
import type { z } from 'zod';
import { AccountQueries } from '../../accounts/account-queries';
import { AuthReadModels } from '../../accounts/auth-read-models';
import { RequestContext } from '@tracklight/access';
import { UpdateCompanyBody } from '../company.schema';
import { UpdateCompanyCommand } from './update-company.command';

@Controller('accounts/companies')
export class UpdateCompanyController {
  constructor(
    private readonly commands: CommandBus,
    private readonly readModels: AuthReadModels,
    private readonly queries: AccountQueries,
  ) {}

  @Patch(':id')
  @Operation('auth.companies.update')
  async update(
    @Param('id', IdParam) id: string,
    @Body(new ZodPipe(UpdateCompanyBody)) body: z.infer<typeof UpdateCompanyBody>,
    @CurrentUser() user: AuthenticatedUser,
    @RequestContext() context: CommandContext,
  ) {
    await this.commands.execute(new UpdateCompanyCommand(id, body, context));
    await this.readModels.catchUp();
    return this.queries.companyById(user, id);
  }
}
