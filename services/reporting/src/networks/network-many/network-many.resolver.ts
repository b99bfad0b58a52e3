import {
  Args,
  Field,
  GraphQLISODateTime,
  ID,
  Int,
  ObjectType,
  Query,
  Resolver,
} from '@nestjs/graphql';
import { DataSource } from 'typeorm';
import { Operation } from '@tracklight/access';
import { buildSuccessCriteria, type NetworkDefinition } from '@tracklight/networks';

@ObjectType('Network')
export class NetworkGqlView {
  @Field(() => ID) id!: string;
  @Field(() => String, { nullable: true }) moonpullId!: string | null;
  @Field() name!: string;
  @Field(() => String, { nullable: true }) url!: string | null;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field() isActive!: boolean;
  @Field({
    description: 'Per stage (niu ... alp-post-consent-refresh) checks with error ids, as JSON',
  })
  successCriteria!: string;
  @Field(() => [String]) aliases!: string[];
  @Field(() => ID, { nullable: true }) aliasNetworkId!: string | null;
  @Field(() => String, { nullable: true }) clientComment!: string | null;
  @Field(() => String, { nullable: true }) moonpullComment!: string | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime) updatedAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true }) deletedAt!: Date | null;
}

/** networkMany (spec section 7): the networks the CMS holds (cms.networks), by name. */
@Resolver()
export class NetworkManyResolver {
  constructor(private readonly dataSource: DataSource) {}

  @Query(() => [NetworkGqlView])
  @Operation('reporting.networks.list')
  async networkMany(
    @Args('limit', { type: () => Int, defaultValue: 100_000 }) limit = 100_000,
  ): Promise<NetworkGqlView[]> {
    const rows = (await this.dataSource.query(
      `SELECT id, name, is_active, definition, created_at, updated_at FROM cms.networks
        ORDER BY name LIMIT $1`,
      [Math.max(limit, 0)],
    )) as {
      id: string;
      name: string;
      is_active: boolean;
      definition: NetworkDefinition;
      created_at: Date;
      updated_at: Date;
    }[];
    return rows.map((row) => ({
      id: row.id,
      moonpullId: null,
      name: row.name,
      url: null,
      description: null,
      isActive: row.is_active,
      successCriteria: JSON.stringify(buildSuccessCriteria(row.definition)),
      aliases: row.definition.aliases,
      aliasNetworkId: row.definition.aliasOf,
      clientComment: null,
      moonpullComment: null,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      deletedAt: null,
    }));
  }
}
