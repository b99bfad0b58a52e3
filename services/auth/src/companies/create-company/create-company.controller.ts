import { randomUUID } from 'node:crypto';
import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentUser, Operation, type AuthenticatedUser, ZodPipe } from '@tracklight/access';
import type { CommandContext } from '@tracklight/event-store';
import type { z } from 'zod';
import { AccountQueries } from '../../accounts/account-queries';
import { AuthReadModels } from '../../accounts/auth-read-models';
import { RequestContext } from '@tracklight/access';
import { COMPANY_DEFAULTS, CreateCompanyBody } from '../company.schema';
import { CreateCompanyCommand } from './create-company.command';

@Controller('accounts/companies')
export class CreateCompanyController {
  constructor(
    private readonly commands: CommandBus,
    private readonly readModels: AuthReadModels,
    private readonly queries: AccountQueries,
  ) {}

  @Post()
  @Operation('auth.companies.create')
  async create(
    @Body(new ZodPipe(CreateCompanyBody)) body: z.infer<typeof CreateCompanyBody>,
    @CurrentUser() user: AuthenticatedUser,
    @RequestContext() context: CommandContext,
  ) {
    const id = await this.commands.execute(
      new CreateCompanyCommand({ ...COMPANY_DEFAULTS, ...body }, context, randomUUID()),
    );
    await this.readModels.catchUp();
    return this.queries.companyById(user, id);
  }
}
