import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, isSuperAdmin, Operation, type AuthenticatedUser } from '@tracklight/access';
import { NetworkGql, toGql } from '../network.graphql';
import { NetworkQueries } from '../network-queries';

/**
 * networkMany (spec section 7; lists of networks are fetched with limit 100000, section 9): the
 * networks in use, by name, for every logged-in user's pickers. The provider's own comment is
 * staff only.
 */
@Resolver()
export class NetworkManyResolver {
  constructor(private readonly queries: NetworkQueries) {}

  @Query(() => [NetworkGql])
  @Operation('cms.networks.list')
  async networkMany(
    @CurrentUser() user: AuthenticatedUser,
    @Args('limit', { type: () => Int, defaultValue: 100_000 }) limit = 100_000,
  ): Promise<NetworkGql[]> {
    const staff = isSuperAdmin(user);
    const networks = await this.queries.inUse(limit);
    return networks.map((network) => toGql(staff ? network : { ...network, moonpullComment: null }));
  }
}
