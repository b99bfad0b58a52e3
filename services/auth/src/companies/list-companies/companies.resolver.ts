import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, Operation, type AuthenticatedUser, IdParam } from '@tracklight/access';
import { AccountQueries } from '../../accounts/account-queries';
import { CompanyView } from '../../accounts/account.views';

@Resolver(() => CompanyView)
export class CompaniesResolver {
  constructor(private readonly queries: AccountQueries) {}

  @Query(() => [CompanyView])
  @Operation('auth.companies.list')
  companyMany(@CurrentUser() user: AuthenticatedUser): Promise<CompanyView[]> {
    return this.queries.companyList(user);
  }

  @Query(() => CompanyView)
  @Operation('auth.companies.read')
  companyById(
    @Args('id', { type: () => ID }, IdParam) id: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<CompanyView> {
    return this.queries.companyById(user, id);
  }
}
