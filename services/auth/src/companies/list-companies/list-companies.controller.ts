import { Controller, Get, Param } from '@nestjs/common';
import { CurrentUser, Operation, type AuthenticatedUser, IdParam } from '@tracklight/access';
import { AccountQueries } from '../../accounts/account-queries';

/** Everyone reads their own company; a super admin reads all (AccountQueries scopes). */
@Controller('accounts/companies')
export class ListCompaniesController {
  constructor(private readonly queries: AccountQueries) {}

  @Get()
  @Operation('auth.companies.list')
  list(@CurrentUser() user: AuthenticatedUser) {
    return this.queries.companyList(user);
  }

  @Get(':id')
  @Operation('auth.companies.read')
  read(@Param('id', IdParam) id: string, @CurrentUser() user: AuthenticatedUser) {
    return this.queries.companyById(user, id);
  }
}
