import { Field, GraphQLISODateTime, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('ReadModelRebuild')
export class ReadModelRebuildView {
  @Field(() => Int) applied!: number;
  @Field(() => Int, { description: 'Events in the store when the rebuild started.' }) total!: number;
  @Field(() => GraphQLISODateTime) startedAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true }) finishedAt!: Date | null;
  @Field(() => String, { nullable: true }) error!: string | null;
  @Field({ description: 'Cancelled by its operator before the swap: the read model is as it was.' }) cancelled!: boolean;
}

@ObjectType('ReadModelError')
export class ReadModelErrorView {
  @Field() message!: string;
  @Field(() => GraphQLISODateTime) at!: Date;
}

@ObjectType('ReadModelStatus', { description: 'A read model (projection) against the event store.' })
export class ReadModelStatusView {
  @Field() name!: string;
  @Field(() => [String]) tables!: string[];
  /** `<transaction id>/<global position>` of the last event applied. */
  @Field() checkpoint!: string;
  @Field(() => GraphQLISODateTime, { nullable: true }) checkpointAt!: Date | null;
  @Field(() => Int, { description: 'Events in the store not applied yet (counted up to 100,000).' }) lag!: number;
  @Field() lagCapped!: boolean;
  @Field(() => ReadModelErrorView, { nullable: true }) lastError!: ReadModelErrorView | null;
  @Field(() => ReadModelRebuildView, { nullable: true }) rebuild!: ReadModelRebuildView | null;
}

@ObjectType('ReadModelDifference', { description: 'How one table of a read model differs from a fresh replay of the event store.' })
export class ReadModelDifferenceView {
  @Field() table!: string;
  @Field(() => Int, { description: 'Rows the read model has and a replay does not.' }) onlyLive!: number;
  @Field(() => Int, { description: 'Rows a replay has and the read model does not.' }) onlyReplay!: number;
  @Field(() => [String], { description: 'A few of those rows as text.' }) liveSamples!: string[];
  @Field(() => [String]) replaySamples!: string[];
}
