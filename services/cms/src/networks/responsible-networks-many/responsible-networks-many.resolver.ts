import { Args, Field, ID, Int, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { DataSource } from 'typeorm';
import { Operation } from '@tracklight/access';
import { NetworkEntity } from '../network.entity';

@ObjectType('ResponsibleNetwork')
export class ResponsibleNetworkView {
  @Field(() => ID) id!: string;
  @Field() name!: string;
}

/**
 * responsibleNetworksMany (spec section 7): the responsible-network picker, by name, from the
 * networks read model; deleted networks are left out.
 */
@Resolver()
export class ResponsibleNetworksManyResolver {
  constructor(private readonly dataSource: DataSource) {}

  @Query(() => [ResponsibleNetworkView])
  @Operation('cms.networks.responsibleList')
  async responsibleNetworksMany(
    @Args('limit', { type: () => Int, defaultValue: 100_000 }) limit = 100_000,
  ): Promise<ResponsibleNetworkView[]> {
    // TypeORM drops a LIMIT of 0 (reading it as "no limit"); a limit of 0 (or less) asks for none.
    if (limit <= 0) return [];
    // Case-insensitive, as a reader scans a picker; the database collation may be byte order.
    return this.dataSource
      .getRepository(NetworkEntity)
      .createQueryBuilder('network')
      .select(['network.id', 'network.name'])
      .where('network.deleted_at IS NULL')
      .orderBy('lower(network.name)')
      .addOrderBy('network.id')
      .limit(limit)
      .getMany();
  }
}
