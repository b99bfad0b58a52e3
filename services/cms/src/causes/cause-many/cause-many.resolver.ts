import { Field, GraphQLISODateTime, ID, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { DataSource } from 'typeorm';
import { Operation } from '@tracklight/access';
import { CauseEntity } from '../cause.entity';

@ObjectType('Cause')
export class CauseView {
  @Field(() => ID) id!: string;
  @Field() reason!: string;
  @Field(() => GraphQLISODateTime, { description: 'When the reason was last set' }) updatedAt!: Date;
}

/** causeMany (spec section 7): the dashboard's cause selector, by reason. */
@Resolver()
export class CauseManyResolver {
  constructor(private readonly dataSource: DataSource) {}

  @Query(() => [CauseView])
  @Operation('cms.causes.list')
  async causeMany(): Promise<CauseView[]> {
    // Case-insensitive, as a reader scans a list; the database collation may be byte order.
    return this.dataSource
      .getRepository(CauseEntity)
      .createQueryBuilder('cause')
      .select(['cause.id', 'cause.reason', 'cause.updatedAt'])
      .orderBy('lower(cause.reason)')
      .addOrderBy('cause.id')
      .getMany();
  }
}
