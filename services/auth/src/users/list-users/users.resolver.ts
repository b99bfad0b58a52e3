import { Args, Field, ID, InputType, Int, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, Operation, type AuthenticatedUser } from '@tracklight/access';
import { AccountQueries, MAX_LIST_LIMIT } from '../../accounts/account-queries';
import { UserView } from '../../accounts/account.views';

@InputType()
export class UserManyFilter {
  @Field({ nullable: true }) isEnabled?: boolean;
  @Field(() => ID, { nullable: true }) companyId?: string;
}

@Resolver(() => UserView)
export class UsersResolver {
  constructor(private readonly queries: AccountQueries) {}

  /** The user pickers (assignees, owners): anyone may list, within their own company. */
  @Query(() => [UserView])
  @Operation('auth.users.pick')
  userMany(
    @CurrentUser() user: AuthenticatedUser,
    @Args('filter', { type: () => UserManyFilter, nullable: true }) filter?: UserManyFilter,
    @Args('limit', { type: () => Int, nullable: true, defaultValue: MAX_LIST_LIMIT })
    limit?: number,
  ): Promise<UserView[]> {
    return this.queries.userList(user, filter ?? {}, limit);
  }
}
