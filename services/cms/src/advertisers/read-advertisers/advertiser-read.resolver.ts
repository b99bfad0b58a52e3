import { Args, ID, Int, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, Operation, type AuthenticatedUser } from '@tracklight/access';
import { AdvertiserAccess } from '../advertiser-access';
import { AdvertiserFilter, AdvertiserGql, AdvertiserNetworkChoiceGql, AdvertiserPageGql, toGql } from '../advertiser.graphql';
import { AdvertiserQueries } from '../advertiser-queries';

/** The CMS's advertiser screens: one filtered, searched, sorted page; one advertiser; the networks to pick. */
@Resolver()
export class AdvertiserReadResolver {
  constructor(
    private readonly queries: AdvertiserQueries,
    private readonly access: AdvertiserAccess,
  ) {}

  @Query(() => AdvertiserPageGql, { description: 'Advertisers of the networks the caller manages: filtered, searched, sorted, one page' })
  @Operation('cms.advertisers.list')
  async advertiserPage(
    @CurrentUser() user: AuthenticatedUser,
    @Args('filter', { type: () => AdvertiserFilter, nullable: true }) filter?: AdvertiserFilter,
    @Args('sortField', { type: () => String, nullable: true }) sortField?: string,
    @Args('sortOrder', { type: () => String, nullable: true }) sortOrder?: string,
    @Args('page', { type: () => Int, nullable: true }) page?: number,
    @Args('perPage', { type: () => Int, nullable: true }) perPage?: number,
  ): Promise<AdvertiserPageGql> {
    const { count, items } = await this.queries.list({ ...filter, sortField, sortOrder, page, perPage }, await this.access.managedNetworks(user));
    return { count, items: items.map(toGql) };
  }

  @Query(() => AdvertiserGql, { nullable: true })
  @Operation('cms.advertisers.read')
  async advertiserById(@CurrentUser() user: AuthenticatedUser, @Args('id', { type: () => ID }) id: string): Promise<AdvertiserGql | null> {
    const advertiser = await this.queries.byId(id, await this.access.managedNetworks(user));
    return advertiser ? toGql(advertiser) : null;
  }

  @Query(() => [AdvertiserNetworkChoiceGql], { description: 'The networks whose advertisers the caller manages' })
  @Operation('cms.advertisers.list')
  async advertiserNetworkChoices(@CurrentUser() user: AuthenticatedUser): Promise<AdvertiserNetworkChoiceGql[]> {
    return this.queries.networkChoices(await this.access.managedNetworks(user));
  }
}
