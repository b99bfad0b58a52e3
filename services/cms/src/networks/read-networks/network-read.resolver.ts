import { Args, ID, Int, Query, Resolver } from '@nestjs/graphql';
import { Operation } from '@tracklight/access';
import { NetworkFilter, NetworkGql, NetworkPageGql, toGql } from '../network.graphql';
import { NetworkQueries } from '../network-queries';

/** The CMS's network screens (super admin): one filtered, searched, sorted page; one network. */
@Resolver()
export class NetworkReadResolver {
  constructor(private readonly queries: NetworkQueries) {}

  @Query(() => NetworkPageGql, { description: 'Networks, deleted ones on request: filtered, searched, sorted, one page' })
  @Operation('cms.networks.read')
  async networkPage(
    @Args('filter', { type: () => NetworkFilter, nullable: true }) filter?: NetworkFilter,
    @Args('sortField', { type: () => String, nullable: true }) sortField?: string,
    @Args('sortOrder', { type: () => String, nullable: true }) sortOrder?: string,
    @Args('page', { type: () => Int, nullable: true }) page?: number,
    @Args('perPage', { type: () => Int, nullable: true }) perPage?: number,
  ): Promise<NetworkPageGql> {
    const { count, items } = await this.queries.list({ ...filter, sortField, sortOrder, page, perPage });
    return { count, items: items.map(toGql) };
  }

  @Query(() => NetworkGql, { nullable: true })
  @Operation('cms.networks.read')
  async networkById(@Args('id', { type: () => ID }) id: string): Promise<NetworkGql | null> {
    const network = await this.queries.byId(id);
    return network ? toGql(network) : null;
  }
}
