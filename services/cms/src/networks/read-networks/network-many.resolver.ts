import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { Operation } from '@tracklight/access';
import { NetworkGql, toGql } from '../network.graphql';
import { NetworkQueries } from '../network-queries';

/**
 * networkMany (spec section 7; lists of networks are fetched with limit 100000, section 9): the
 * networks in use, by name, for every logged-in user's pickers. The provider's own comment is
 * staff only: declared on NetworkGql.moonpullComment, so the schema blanks it for everyone else.
 */
@Resolver()
export class NetworkManyResolver {
  constructor(private readonly queries: NetworkQueries) {}

  @Query(() => [NetworkGql])
  @Operation('cms.networks.list')
  async networkMany(@Args('limit', { type: () => Int, defaultValue: 100_000 }) limit = 100_000): Promise<NetworkGql[]> {
    return (await this.queries.inUse(limit)).map(toGql);
  }
}
